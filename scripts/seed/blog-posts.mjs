// @ts-check
// The articles a fresh local system starts with, so /blog shows what a visitor would see.

/** @type {{ title: string, slug: string, excerpt: string, content: string }[]} */
export const SEED_BLOG_POSTS = [
  {
    title: 'How HireRelay applies for you',
    slug: 'how-hirerelay-applies-for-you',
    excerpt: 'From the job link you send to the application we submit: what happens, and who does it.',
    content: `You send us a job. We do the rest, and you can watch every step on your dashboard.

## 1. You send the job

There are three ways, whichever is closest to hand:

- **The browser extension**: one click on the posting you are reading.
- **Paste a link** into your dashboard.
- **Text the link** to the HireRelay number from your verified phone.

## 2. AI drafts, people decide

Our tooling reads the posting and drafts a resume and a cover letter written for that job. A human
HR expert then reviews both, fixes what a machine gets wrong, and submits the application.

## 3. You follow along

Each application has a status, a timeline, the recruiters we found, the documents we sent, and a
chat with our team. Nothing is sent in your name without a person having looked at it.
`,
  },
  {
    title: 'Five minutes that make a tailored resume better',
    slug: 'five-minutes-that-make-a-tailored-resume-better',
    excerpt: 'A complete profile is the fastest way to better applications. Here is what matters most.',
    content: `Tailoring starts from what you tell us. A few minutes on your profile pays back on every
application.

1. **Upload your most recent resume** as a PDF. We keep it private; only you and our staff see it.
2. **Give your years of experience honestly.** Recruiters filter on it, and so do we.
3. **List the languages you speak.** Many roles ask, and it is an easy match to miss.
4. **Add your portfolio and LinkedIn.** Links let a reviewer see your work, not just read about it.

> A tailored resume is not a different person. It is the same career, told in the order that
> matters to this employer.

You can change any of this later in **Settings**.
`,
  },
  {
    title: 'Applying from your phone: texting us a job link',
    slug: 'applying-from-your-phone',
    excerpt: 'Seen a job on the go? Text the link to HireRelay and it lands on your dashboard.',
    content: `Found a posting while away from your computer? Copy its link and text it to the HireRelay
number. The job appears on your dashboard like any other, and the usual work begins.

## What you need

- A **verified phone number** on your profile, so we know the text is yours.
- A plan with applications left this month.

## Good to know

- Reply **STOP** at any time to stop receiving messages from us, and **HELP** for help.
- Message and data rates may apply.

See our [SMS consent policy](/sms-consent-policy) for the details.
`,
  },
];
