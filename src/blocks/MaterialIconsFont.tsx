import Head from 'next/head';

export const MATERIAL_ICONS_STYLESHEET = '/static/fonts/material-icons.css';

/** The Material Icons font, self-hosted, on pages whose demos use the Icon component. */
export function MaterialIconsFont() {
  return (
    <Head>
      <link key="material-icons" rel="stylesheet" href={MATERIAL_ICONS_STYLESHEET} />
    </Head>
  );
}
