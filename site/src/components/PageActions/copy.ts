// The copy action of the page-actions menu, loaded on its first use.

/** Copies the page's Markdown twin to the clipboard; false when the twin or the clipboard is out of reach. */
export async function copyTwin(twinPath: string): Promise<boolean> {
  try {
    // The promise goes to the clipboard at once, so Safari keeps the click's permission while the twin downloads.
    const text = fetch(twinPath, { headers: { accept: 'text/markdown' } }).then(async (response) => {
      if (!response.ok) throw new Error(`${twinPath}: ${response.status}`);
      return new Blob([await response.text()], { type: 'text/plain' });
    });
    if (typeof ClipboardItem !== 'undefined' && 'write' in navigator.clipboard) {
      await navigator.clipboard.write([new ClipboardItem({ 'text/plain': text })]);
    } else {
      await navigator.clipboard.writeText(await (await text).text());
    }
    return true;
  } catch {
    return false;
  }
}
