// Reading offline: which editions are kept on this device, a "keep offline" choice for the
// edition being read (on its contents page), and failures that say what is missing — the
// edition not kept, the server a history needs — instead of the browser's "Failed to fetch".
import { forgetEdition, hasCachedEdition, keepEdition, keptEditions } from './data.js';
import { h } from './dom.js';
import { t } from './i18n.js';

/** The message for a failed load: what is missing when offline, else the error itself. */
export function loadFailure(err, edition) {
  const message = err?.offline || !navigator.onLine ? t('notKeptOffline', edition) : t('cannotLoadRules', err?.message ?? String(err));
  return h('p', { class: 'error', role: 'alert' }, message);
}

/** What needs the server (`what`: "The history of a rule"), said when offline. */
export function serverFailure(err, what) {
  const message = err?.offline || !navigator.onLine ? t('needsServer', what) : err?.message ?? String(err);
  return h('p', { class: 'error', role: 'alert' }, message);
}

/** The contents page's "Offline" section: whether this edition is kept on the device, a
 *  button to keep it or let it go, and the other editions kept. Filled in once Cache
 *  Storage has answered; nothing at all in a browser without it. */
export function offlineSection(edition, editions) {
  const section = h('section', { class: 'offline', 'aria-labelledby': 'offline-title' }, h('h2', { id: 'offline-title' }, t('offlineHeading')));
  if (!('caches' in self)) return null;
  const fill = async () => {
    const [kept, all] = await Promise.all([hasCachedEdition(edition), keptEditions()]);
    const others = all.filter((id) => id !== edition && editions.some((e) => e.id === id)).sort().reverse();
    const button = h('button', { type: 'button', class: 'keep', 'aria-pressed': String(kept) }, kept ? t('forgetOffline') : t('keepOffline'));
    button.addEventListener('click', async () => {
      button.disabled = true;
      button.textContent = t('keeping');
      try {
        await (kept ? forgetEdition(edition) : keepEdition(edition));
      } catch (err) {
        section.append(serverFailure(err, edition));
      }
      section.replaceChildren(section.firstChild);
      await fill();
    });
    section.append(
      h('p', { class: 'kept-status' }, kept ? t('keptOffline', edition) : t('notKept', edition)),
      button,
      others.length ? h('p', { class: 'meta' }, t('keptList'), ' ', others.join(', ')) : null,
    );
  };
  fill();
  return section;
}
