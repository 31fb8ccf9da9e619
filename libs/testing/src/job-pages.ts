// The realistic job pages of the lookup's tests (LinkedIn-, Indeed-, Greenhouse-, Workday-style,
// Open Graph only, nothing), kept once in @hirerelay/local-infra because `npm start` serves them as
// sample links too. A subpath of its own, so a unit test reads the pages without the servers.
export {
  deepNestingPage,
  FIXTURE_PAGES,
  HOSTILE_PAGES,
  readFixturePage,
  startFixturePageServer,
} from '@hirerelay/local-infra/job-pages';
