import type { TResultView } from './send-result.js';

/** Shows a result in `container` (the popup's live region): title, message, links in new tabs. */
export function renderResult(container: HTMLElement, view: TResultView): void {
  const title = document.createElement('p');
  title.className = 'result__title';
  title.textContent = view.title;
  const message = document.createElement('p');
  message.className = 'result__message';
  message.textContent = view.message;
  const links = document.createElement('p');
  links.className = 'result__links';
  for (const link of view.links) {
    const anchor = document.createElement('a');
    anchor.href = link.href;
    anchor.target = '_blank';
    anchor.rel = 'noreferrer';
    anchor.textContent = link.label;
    links.append(anchor);
  }
  container.dataset.tone = view.tone;
  container.replaceChildren(title, message, ...(view.links.length > 0 ? [links] : []));
}
