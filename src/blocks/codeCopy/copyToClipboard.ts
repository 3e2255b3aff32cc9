/**
 * Writes `text` to the clipboard. Resolves `true` once written and `false` when there is no clipboard or it
 * refuses (`NotAllowedError` or any other error); never rejects and never logs (DESIGN B8).
 */
export async function copyToClipboard(text: string): Promise<boolean> {
  try {
    const clipboard = typeof navigator === 'undefined' ? undefined : navigator.clipboard;
    if (!clipboard || typeof clipboard.writeText !== 'function') return false;
    await clipboard.writeText(text);
    return true;
  } catch {
    return false;
  }
}
