/** Saves text as a file the browser downloads (a data export, a CSV, an .ics). */
export function saveFile(filename: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  // Released once the browser has surely started the download.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
