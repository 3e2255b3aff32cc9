// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { elementAtPlace, placeOf } from './elementPlace';

function part(html: string): HTMLElement {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

describe('element places', () => {
  it('finds a control again in markup that gained decorative elements', () => {
    const server = part('<p>Intro</p><button>One</button><button><svg><path></path></svg>Two</button>');
    const live = part('<p>Intro</p><button>One<span class="ripple"></span></button><button><svg><path></path></svg>Two<span class="ripple"></span></button>');
    // A click on the icon inside the second button means the second button.
    const place = placeOf(server, server.querySelector('button:nth-of-type(2) path')!);
    expect(elementAtPlace(live, place)?.textContent).toBe('Two');
  });

  it('finds an element outside any control by its position', () => {
    const server = part('<p>Intro</p><div><em>text</em></div>');
    const live = part('<p>Intro</p><div><em>text</em></div>');
    expect(elementAtPlace(live, placeOf(server, server.querySelector('em')!))?.tagName).toBe('EM');
    expect(elementAtPlace(null, { control: 0, element: 0 })).toBeUndefined();
  });
});
