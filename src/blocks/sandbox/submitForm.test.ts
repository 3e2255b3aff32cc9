import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import { submitFormPayload } from './submitForm';
import { type FormPayload } from './types';

// jsdom ships no type declarations (and @types/jsdom is not installed): the parts used here are typed by hand.
interface JsdomWindow extends Window {
  HTMLFormElement: typeof HTMLFormElement;
}
type JsdomConstructor = new (html: string, options: { url: string }) => { window: JsdomWindow };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: JsdomConstructor };

const HOSTILE = '"><script>alert(1)</script><input name="x';

const PAYLOAD: FormPayload = {
  action: 'https://stackblitz.com/run?file=src%2FDemo.tsx',
  method: 'POST',
  target: '_blank',
  fields: {
    'project[title]': 'BasicButtons demo — Material UI',
    'project[files][src/Demo.tsx]': `export default function Demo() {\n  return <p>${HOSTILE}</p>;\n}\n`,
    hostile: HOSTILE,
  },
};

function setUp() {
  const { window } = new JSDOM('<!DOCTYPE html><html><body></body></html>', { url: 'https://mui.com/material-ui/' });
  const seen: { attached: boolean; inputs: number }[] = [];
  const submit = vi.fn(function (this: HTMLFormElement) {
    seen.push({ attached: window.document.body.contains(this), inputs: this.elements.length });
  });
  window.HTMLFormElement.prototype.submit = submit;
  return { document: window.document, submit, seen };
}

describe('submitFormPayload', () => {
  it('submits a hidden POST form to the action in a new tab', () => {
    const { document, submit, seen } = setUp();
    const form = submitFormPayload(PAYLOAD, document);
    expect(submit).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([{ attached: true, inputs: 3 }]);
    expect(form.getAttribute('action')).toBe(PAYLOAD.action);
    expect(form.method).toBe('post');
    expect(form.target).toBe('_blank');
    expect(form.hidden).toBe(true);
  });

  it('adds one hidden input per field, carrying the exact value', () => {
    const { document } = setUp();
    const form = submitFormPayload(PAYLOAD, document);
    const inputs = [...form.querySelectorAll('input')];
    expect(inputs.map((input) => input.type)).toEqual(['hidden', 'hidden', 'hidden']);
    expect(Object.fromEntries(inputs.map((input) => [input.name, input.value]))).toEqual(PAYLOAD.fields);
  });

  it('keeps markup in values as text: no script or extra element is created', () => {
    const { document } = setUp();
    const form = submitFormPayload(PAYLOAD, document);
    const hostile = form.querySelector<HTMLInputElement>('input[name="hostile"]');
    expect(hostile?.value).toBe(HOSTILE);
    expect(form.querySelectorAll('script')).toHaveLength(0);
    expect(form.children).toHaveLength(3);
    expect(document.querySelectorAll('script')).toHaveLength(0);
  });

  it('removes the form after submitting it', () => {
    const { document } = setUp();
    const form = submitFormPayload(PAYLOAD, document);
    expect(form.isConnected).toBe(false);
    expect(document.querySelectorAll('form')).toHaveLength(0);
  });

  it('removes the form even when submitting throws', () => {
    const { document } = setUp();
    const view = document.defaultView as JsdomWindow;
    view.HTMLFormElement.prototype.submit = () => {
      throw new Error('blocked');
    };
    expect(() => submitFormPayload(PAYLOAD, document)).toThrow('blocked');
    expect(document.querySelectorAll('form')).toHaveLength(0);
  });
});
