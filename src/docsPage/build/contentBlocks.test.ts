import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { formatMessage } from '../../markdown/build/contentMessages';
import { renderMarkdown } from '../../markdown/build/renderMarkdown';
import { loadContentBlocks } from './contentBlocks';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'content-blocks-'));
const pageDir = path.join(dir, 'content', 'joy-ui', 'react-x');
const toolsDir = path.join(dir, 'tools');
fs.mkdirSync(path.join(pageDir, 'demos'), { recursive: true });
fs.mkdirSync(toolsDir);
fs.writeFileSync(path.join(toolsDir, 'DensityTool.tsx'), 'export default function DensityTool() { return null; }\n');
fs.writeFileSync(path.join(pageDir, 'demos', 'BasicX.tsx'), "import * as React from 'react';\n\nexport default function BasicX() {\n  return <div>x</div>;\n}\n");
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const links = { hasPage: () => true, headingAnchorsOf: () => null };

async function load(body: string) {
  const file = path.join(pageDir, 'index.md');
  const rendered = renderMarkdown(`---\ntitle: T\ndescription: D.\n---\n${body}`, { location: 'content/joy-ui/react-x/index.md', language: 'en' });
  const blocks = await loadContentBlocks(rendered, file, links, toolsDir);
  return { blocks, messages: rendered.file.messages.map(formatMessage) };
}

describe('loadContentBlocks', () => {
  it('loads demos and tools that exist', async () => {
    const { blocks, messages } = await load('# X\n\n{{"demo": "BasicX.tsx"}}\n\n{{"component": "DensityTool"}}\n');
    expect(messages).toEqual([]);
    expect(blocks.map((block) => block.type)).toEqual(['demo', 'component']);
  });

  it('reports an unknown demo at its directive’s line, listing the demos the page has', async () => {
    const { blocks, messages } = await load('# X\n\nText.\n\n{{"demo": "BasicY.tsx"}}\n');
    expect(blocks.some((block) => block.type === 'demo')).toBe(false);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(/^content\/joy-ui\/react-x\/index\.md:9:1: The demo file demos\/BasicY\.tsx does not exist\.\n {4}→ Create .*demos\/BasicY\.tsx or name an existing demo: BasicX\.tsx\.$/);
  });

  it('reports an unknown styling-variant folder the same way', async () => {
    const { messages } = await load('# X\n\n{{"demo": "Fancy"}}\n');
    expect(messages[0]).toMatch(/^content\/joy-ui\/react-x\/index\.md:7:1: The demo demos\/Fancy does not exist \(a \.tsx file, or a folder with system\.tsx, tailwind\.tsx or css\.tsx\)\./);
  });

  it('reports an unknown docs tool at its line, naming the tools there are', async () => {
    const { messages } = await load('# X\n\n{{"component": "DensityTools"}}\n');
    expect(messages).toEqual([
      'content/joy-ui/react-x/index.md:7:1: The component src/tools/DensityTools.tsx does not exist.\n    → Name one of the docs tools: DensityTool, or add src/tools/DensityTools.tsx.',
    ]);
  });

  it('reports an API directive naming no API page at its line', async () => {
    const { messages } = await load('# X\n\n## API\n\n{{"api": "/joy-ui/api/no-such-thing"}}\n');
    expect(messages[0]).toMatch(/^content\/joy-ui\/react-x\/index\.md:9:1: No API reference at \/joy-ui\/api\/no-such-thing\./);
  });
});
