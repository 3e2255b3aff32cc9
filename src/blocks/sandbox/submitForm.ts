import { type FormPayload } from './types';

/**
 * Submits the payload as a hidden HTML form (opening a new tab), then removes the form. Field values are
 * set through `.value`, never parsed as markup. Call it from a click handler so the new tab is allowed.
 * Returns the (detached) form, for tests.
 */
export function submitFormPayload(payload: FormPayload, doc: Document = document): HTMLFormElement {
  const form = doc.createElement('form');
  form.method = payload.method;
  form.action = payload.action;
  form.target = payload.target;
  form.acceptCharset = 'UTF-8';
  form.hidden = true;
  for (const [name, value] of Object.entries(payload.fields)) {
    const input = doc.createElement('input');
    input.type = 'hidden';
    input.name = name;
    input.value = value;
    form.appendChild(input);
  }
  doc.body.appendChild(form);
  try {
    form.submit();
  } finally {
    form.remove();
  }
  return form;
}
