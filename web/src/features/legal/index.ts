export { AboutContent } from './components/AboutContent';
export { PrivacyPolicy } from './components/PrivacyPolicy';
export { SmsConsentPolicy } from './components/SmsConsentPolicy';
export { SubscriptionAgreement } from './components/SubscriptionAgreement';
export { TermsOfService } from './components/TermsOfService';
