import { describe, expect, it } from 'vitest';
import { markDisabledButtons } from './serverDisabledButtons';

describe('markDisabledButtons', () => {
  it('adds `disabled` to a Joy UI button the server rendered with only its disabled class', () => {
    const html = '<div><button class="MuiButton-root Mui-disabled MuiButton-loading css-1">Save</button></div>';
    expect(markDisabledButtons(html)).toEqual({
      html: '<div><button class="MuiButton-root Mui-disabled MuiButton-loading css-1" disabled="">Save</button></div>',
      marked: 1,
    });
  });

  it('does the same for Base UI’s state class', () => {
    expect(markDisabledButtons('<button type="button" class="base-Button-root base--disabled">x</button>').html).toBe(
      '<button type="button" class="base-Button-root base--disabled" disabled="">x</button>',
    );
  });

  it('leaves enabled buttons, buttons already disabled, and look-alike class names alone', () => {
    const html = [
      '<button class="MuiButton-root">a</button>',
      '<button class="MuiButton-root Mui-disabled" disabled="">b</button>',
      '<button class="Mui-disabled" aria-disabled="true">c</button>',
      '<button class="Mui-disabledish">d</button>',
      '<button data-note="Mui-disabled" class="MuiIconButton-root">e</button>',
      '<a class="Mui-disabled">f</a>',
    ].join('');
    expect(markDisabledButtons(html)).toEqual({ html, marked: 0 });
  });

  it('does not take an attribute whose name starts with "disabled" for the attribute itself', () => {
    expect(markDisabledButtons('<button data-x="1" disabledish="" class="Mui-disabled">g</button>').marked).toBe(1);
    expect(markDisabledButtons('<button aria-label="Show disabled items" class="Mui-disabled">h</button>').marked).toBe(1);
  });
});
