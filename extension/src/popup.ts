import { renderResult } from './render-result.js';
import { resultView } from './send-result.js';
import { sendTab } from './send-page.js';
import { readSettings } from './settings.js';

// Opening the popup sends the page in front: the one click the dashboard promises. The activeTab
// permission lets the extension read that tab (its address, and its job posting through the
// scripting permission), and only when the person clicks.
async function sendCurrentTab(): Promise<void> {
  const result = document.getElementById('result')!;
  const settings = await readSettings();
  document.getElementById('server')!.textContent = settings.server;
  const [tab] = await chrome.tabs.query({ active: true, currentWindow: true });
  const outcome = await sendTab(settings, tab);
  renderResult(result, resultView(outcome, settings.server, chrome.runtime.getURL('options.html')));
  result.setAttribute('aria-busy', 'false');
}

void sendCurrentTab();
