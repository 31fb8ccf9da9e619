import './vitest-context.js';

export {
  dockerAvailable,
  startTestServers,
  type StartTestServersOptions,
  type TestServers,
  type TestServersEnv,
  type TestServersMode,
} from './servers.js';
export { sweepStaleTestServers } from './stale-servers.js';
export {
  clearMail,
  listMail,
  mailAttachmentText,
  mailLinks,
  waitForMail,
  type MailMessage,
  type WaitForMailOptions,
} from './mail.js';
export { waitFor, WaitTimeoutError, type WaitForOptions } from './wait.js';
export { isProcessRunning } from './process-state.js';
export {
  identityDatabaseUrl,
  ANY_INTERNAL_PORT,
  internalUrlOf,
  LOCAL_PHONE_CODE_HMAC_KEY,
  LOCAL_STRIPE_WEBHOOK_SECRET,
  readLogLines,
  RELAXED_RATE_LIMITS,
  startGateway,
  startHealthyGateway,
  startIdentity,
  startOwnTestServers,
  startService,
  startTestSystem,
  testLogDir,
  testRpcClient,
  tmpDir,
  type RunningApp,
  type RunningSystem,
} from './system.js';
export {
  SHARED_SERVICE_ENV,
  useSharedSystem,
  type SharedSystem,
  type SharedSystemInfo,
} from './shared-system.js';
export { useSharedSystemBehindOwnGateway } from './own-gateway.js';
export { useFakeDate } from './fake-clock.js';
export { HttpSession, makePdf, type HttpResult } from './http-session.js';
export { checkOutOnStandIn, payOnHostedPage } from './stripe-checkout.js';
export {
  listTexts,
  LOCAL_SMS_NUMBER,
  LOCAL_TWILIO_AUTH_TOKEN,
  postIncomingText,
  signedIncomingText,
  twilioServiceEnv,
  uniqueMessageSid,
  uniquePhone,
  verifyPhoneThroughSettings,
  waitForText,
  type IncomingText,
  type StandInText,
} from './sms.js';
export { expectRefusal, rawRequest, rpcError } from './rpc-assertions.js';
export { findPublishedEvent, findPublishedEventById } from './published-events.js';
export {
  adminSession,
  createAdmin,
  createPost,
  loggedInSession,
  logIn,
  newUser,
  postForm,
  signedUpSession,
  signUp,
  TEST_PASSWORD,
  uniqueEmail,
  uniqueSlug,
  uniqueTag,
  type ApiClient,
  type TestAccount,
} from './factories.js';
export { newJob, newSubscription, type JobRow, type SubscriptionRow } from './builders.js';
export {
  copyServiceDatabase,
  startServiceModule,
  useServiceModule,
  type ServiceModule,
  type ServiceModuleOptions,
} from './service-module.js';
export { minimalPdf, textPdf } from './pdf.js';
export { FIT_EVIDENCE, FIT_POSTING, FIT_RESUME, FIT_RESUME_LINES } from './fit.js';
