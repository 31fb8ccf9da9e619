import { parseServerAddress } from './server-address.js';
import { DEFAULT_SERVER, readSettings, saveSettings } from './settings.js';

const OptionsTexts = {
  saved: 'Saved. Open a job page and click the HireRelay button to send it.',
  tokenRequired: 'Paste the token you created in HireRelay under Settings → Browser extension.',
} as const;

const form = document.getElementById('options') as HTMLFormElement;
const serverInput = document.getElementById('server') as HTMLInputElement;
const tokenInput = document.getElementById('token') as HTMLInputElement;
const serverError = document.getElementById('server-error')!;
const tokenError = document.getElementById('token-error')!;
const status = document.getElementById('status')!;

function showError(input: HTMLInputElement, element: HTMLElement, message: string | null): void {
  element.textContent = message ?? '';
  if (message) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

async function load(): Promise<void> {
  const settings = await readSettings();
  serverInput.value = settings.server;
  serverInput.placeholder = DEFAULT_SERVER;
  tokenInput.value = settings.token;
}

form.addEventListener('submit', (event) => {
  event.preventDefault();
  status.textContent = '';
  const server = parseServerAddress(serverInput.value);
  const token = tokenInput.value.trim();
  showError(serverInput, serverError, server.ok ? null : server.message);
  showError(tokenInput, tokenError, token ? null : OptionsTexts.tokenRequired);
  if (!server.ok || !token) return;
  void saveSettings({ server: server.origin, token }).then(() => {
    serverInput.value = server.origin;
    status.textContent = OptionsTexts.saved;
  });
});

void load();
