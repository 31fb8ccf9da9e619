// The route table lives in libs/contracts, shared with the servers that put a page's address into
// an e-mail; the app imports it from here.
export {
  BLOG_ADMIN_NEW_POST,
  BLOG_ADMIN_POST_PARAM,
  blogAdminPostPath,
  paths,
  toPath,
  type AppPath,
  type PathParams,
} from '@hirerelay/contracts';
