import * as React from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { demoOnDemand } from './demoOnDemand';

/** A demo module that counts how often it runs. */
function countingModule(render: () => React.ReactElement) {
  const demoModule = {
    runs: 0,
    evaluate: () => {
      demoModule.runs += 1;
      return { default: render };
    },
  };
  return demoModule;
}

describe('demoOnDemand', () => {
  it("does not run the demo's module when the page's module runs", () => {
    const demoModule = countingModule(() => <b>demo</b>);
    demoOnDemand(demoModule.evaluate);
    expect(demoModule.runs).toBe(0);
  });

  it('renders the demo in full on the server, in a box that takes no room of its own', () => {
    const demoModule = countingModule(() => <button type="button">Press</button>);
    const Demo = demoOnDemand(demoModule.evaluate);
    expect(renderToString(<Demo />)).toBe('<div data-demo-island="server" style="display:contents"><button type="button">Press</button></div>');
    expect(renderToString(<Demo />)).toContain('Press');
    expect(demoModule.runs).toBe(1);
  });

  it('prepares the demo in a later task, once', async () => {
    const demoModule = countingModule(() => <b>demo</b>);
    const Demo = demoOnDemand(demoModule.evaluate);
    const first = Demo.prepare();
    expect(Demo.prepare()).toBe(first);
    expect(demoModule.runs).toBe(0);
    await first;
    expect(demoModule.runs).toBe(1);
  });

  it("reports a module that fails to run to the demo's error boundary", () => {
    const Demo = demoOnDemand(() => {
      throw new Error('icons missing');
    });
    expect(() => renderToString(<Demo />)).toThrow('icons missing');
  });
});
