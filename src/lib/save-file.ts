/** Saves a downloaded file (a calendar event, a document) under `name`, as a link would. */
export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // the click has handed the file to the browser; a moment later the URL can go
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
