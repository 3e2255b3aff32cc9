import { describe, expect, it } from 'vitest';
import { serverRenderFallbacks } from './serverRenderFallbacks';

describe('serverRenderFallbacks', () => {
  it('finds nothing in a page rendered whole on the server', () => {
    expect(serverRenderFallbacks('<main><!--$--><h1>Button</h1><!--/$--></main>')).toEqual([]);
  });

  it('reports a boundary whose server render threw, by its message or digest', () => {
    const html =
      '<main><!--$!--><template data-msg="theme.breakpoints is undefined" data-dgst="123"></template><!--/$-->' +
      '<!--$!--><template data-dgst="456"></template><!--/$--><!--$!--><!--/$--></main>';
    expect(serverRenderFallbacks(html)).toEqual(['theme.breakpoints is undefined', 'digest 456', 'no message recorded']);
  });

  it('accepts a part deliberately rendered only in the browser', () => {
    expect(serverRenderFallbacks('<!--$!--><template data-dgst="BAILOUT_TO_CLIENT_SIDE_RENDERING"></template><!--/$-->')).toEqual([]);
  });
});
