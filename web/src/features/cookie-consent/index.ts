export { CookieConsentBanner } from './components/CookieConsentBanner';
