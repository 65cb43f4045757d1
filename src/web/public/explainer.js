// The explainer: a scenario in YAML (typed, pasted or one of the examples), run by the
// server's engine (POST /v1/explain), shown as numbered steps whose cited rules open in place.
import { clear, h, rulePath } from './dom.js';
import { t } from './i18n.js';
import { linkedText } from './rule-view.js';

export const EXAMPLES = [
  { file: 'd07-trample-lifelink.yaml', title: 'Trample with lifelink' },
  { file: 'd05-protection-prevents-deathtouch.yaml', title: 'Protection prevents deathtouch damage' },
  { file: 'd04-combat-damage-draw-trigger.yaml', title: 'Combat damage trigger draws a card' },
  { file: 'd06-token-with-anthem.yaml', title: 'A token under an anthem' },
  { file: 'd12-switch-kills-wall.yaml', title: 'Switching power and toughness kills a wall' },
  { file: 'd08-error-menace-single-block.yaml', title: 'Illegal block: menace (an error)' },
];

let draft = null; // the scenario being edited survives switching views

async function loadExample(file) {
  const response = await fetch(`/assets/examples/${file}`);
  if (!response.ok) throw new Error(`could not load the example ${file}`);
  return response.text();
}

/** One cited rule: a button that shows the rule's text below it, from the edition data
 *  (or from the response's citations when the edition lacks it). */
function citation(data, number, citations, id) {
  const rule = data?.get(number);
  const cited = citations?.find?.((c) => c.number === number);
  const body = h('div', { class: 'cite-body', id, hidden: true });
  const button = h('button', { type: 'button', class: 'cite', 'aria-expanded': 'false', 'aria-controls': id }, number);
  button.addEventListener('click', () => {
    const open = button.getAttribute('aria-expanded') !== 'true';
    button.setAttribute('aria-expanded', String(open));
    body.hidden = !open;
    if (open && !body.childElementCount) {
      if (rule) body.append(h('p', {}, h('a', { class: 'num', href: rulePath(number) }, number), ' ', rule.t ? h('strong', {}, rule.t, ' ') : null, linkedText(rule.x, rule.r)));
      else if (cited) body.append(h('p', {}, h('a', { class: 'num', href: rulePath(number) }, number), ' ', cited.title ? h('strong', {}, cited.title, ' ') : null, cited.text ?? ''));
      else body.append(h('p', { class: 'muted' }, t('notInEdition', number, data?.id)));
    }
  });
  return h('span', { class: 'cite-wrap' }, button, body);
}

function renderResult(out, data, result) {
  const trace = result.trace ?? [];
  let idCounter = 0;
  const steps = trace.map((entry) =>
    h(
      'li',
      { class: `step event-${entry.event ?? 'note'}` },
      h('p', {}, entry.step ? h('span', { class: 'step-name' }, entry.step) : null, ' ', entry.text),
      (entry.rules ?? []).length ? h('div', { class: 'cites', role: 'group', 'aria-label': t('rulesCited') }, entry.rules.map((n) => citation(data, n, result.citations, `cite-${++idCounter}`))) : null,
    ),
  );
  const error = result.error
    ? h('div', { class: 'error', role: 'alert' }, h('p', {}, h('strong', {}, t('illegalAction')), result.error.message ?? String(result.error)), (result.error.rules ?? result.error.rule ?? []).length ? h('div', { class: 'cites' }, [].concat(result.error.rules ?? result.error.rule).map((n) => citation(data, n, result.citations, `cite-${++idCounter}`))) : null)
    : null;
  clear(
    out,
    h('h2', {}, result.ok === false ? t('explanationStopped') : t('explanation')),
    error,
    h('ol', { class: 'trace' }, steps),
    result.state ? h('details', { class: 'state' }, h('summary', {}, t('finalState')), h('pre', {}, JSON.stringify(result.state, null, 2))) : null,
  );
}

function renderFailure(out, body, status) {
  const error = body?.error ?? { message: `the server answered HTTP ${status}` };
  clear(
    out,
    h(
      'div',
      { class: 'error', role: 'alert' },
      h('p', {}, h('strong', {}, status === 422 ? t('invalidScenario') : t('cannotExplain')), error.message),
      error.details?.length ? h('ul', {}, error.details.map((d) => h('li', {}, h('code', {}, d.path), ': ', d.message))) : null,
    ),
  );
}

export function renderExplainer(main, getData) {
  const textarea = h('textarea', { id: 'scenario', rows: '14', spellcheck: 'false', 'aria-describedby': 'scenario-help' });
  const out = h('section', { class: 'explanation', 'aria-live': 'polite', 'aria-label': t('explanation') });
  const picker = h('select', { id: 'example' }, h('option', { value: '' }, t('chooseExample')), EXAMPLES.map((e) => h('option', { value: e.file }, e.title)));
  const run = h('button', { type: 'submit', class: 'primary' }, t('explain'));
  picker.addEventListener('change', async () => {
    if (!picker.value) return;
    textarea.value = draft = await loadExample(picker.value);
  });
  textarea.addEventListener('input', () => (draft = textarea.value));
  const form = h(
    'form',
    { class: 'explain-form' },
    h('h1', {}, t('explainHeading')),
    h('p', { id: 'scenario-help' }, t('explainHelp')),
    h('label', { for: 'example' }, t('example')),
    picker,
    h('label', { for: 'scenario', class: 'block' }, t('scenario')),
    textarea,
    h('div', {}, run),
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    run.disabled = true;
    clear(out, h('p', { class: 'muted' }, t('explaining')));
    try {
      const response = await fetch('/v1/explain', { method: 'POST', headers: { 'Content-Type': 'application/yaml' }, body: textarea.value });
      const body = await response.json().catch(() => null);
      if (Array.isArray(body?.trace)) renderResult(out, await getData(), body);
      else renderFailure(out, body, response.status);
      // Take the reader (and screen readers' focus) to the answer, below the editor.
      const first = out.firstElementChild;
      first?.setAttribute('tabindex', '-1');
      first?.focus({ preventScroll: true });
      first?.scrollIntoView({ block: 'start' });
    } catch {
      clear(out, h('p', { class: 'error', role: 'alert' }, t('explainOffline')));
    } finally {
      run.disabled = false;
    }
  });
  clear(main, form, out);
  if (draft) textarea.value = draft;
  else loadExample(EXAMPLES[0].file).then((text) => {
    if (!draft) {
      textarea.value = draft = text;
      picker.value = EXAMPLES[0].file;
    }
  });
}
