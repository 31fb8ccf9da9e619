/**
 * What a visitor did in the New Job box's link form before the form's code arrived (it loads on
 * first use, not with the dashboard): what they typed, whether the field had the caret, whether
 * they pressed the button. The loaded form carries on from it.
 */
export interface LinkDraft {
  url: string;
  focused: boolean;
  submitted: boolean;
}

export const emptyLinkDraft = (): LinkDraft => ({ url: '', focused: false, submitted: false });

/** The link field's attributes, the same before and after the form's code arrives. */
export const LINK_FIELD = {
  label: 'Job URL',
  type: 'url',
  inputMode: 'url',
  autoComplete: 'off',
  placeholder: 'https://www.linkedin.com/jobs/view/…',
} as const;
