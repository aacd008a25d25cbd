/** Latin words in the page's forms (text, placeholders, aria-labels), as the e2e counts them: brands, addresses, codes and URLs aside. */
export function latinWordsInForms(container: HTMLElement): string[] {
  const allowed = new Set(['fika', 'community', 'english', 'stripe', 'google', 'line', 'qr']);
  const texts: string[] = [];
  for (const form of container.querySelectorAll('form')) {
    texts.push(form.textContent ?? '');
    for (const el of form.querySelectorAll('[placeholder], [aria-label]')) texts.push(el.getAttribute('placeholder') ?? '', el.getAttribute('aria-label') ?? '');
  }
  return texts
    .join(' ')
    .split(/\s+/)
    .filter((w) => !/@|\d|:\/\/|^#/.test(w))
    .flatMap((w) => w.match(/[A-Za-z][A-Za-z'’-]+/g) ?? [])
    .filter((w) => !allowed.has(w.toLowerCase()));
}
