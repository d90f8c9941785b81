// Sends one request and hands back status and text. fetch for ordinary calls; XMLHttpRequest
// when the caller wants upload progress, which fetch cannot report.
export interface RawResponse {
  status: number;
  text: string;
  header: (name: string) => string | null;
}

export interface SendOptions {
  method: string;
  headers: Record<string, string>;
  body?: BodyInit | undefined;
  signal: AbortSignal;
  onUploadProgress?: ((fraction: number) => void) | undefined;
}

export async function send(url: string, options: SendOptions): Promise<RawResponse> {
  if (options.onUploadProgress) return sendWithProgress(url, options, options.onUploadProgress);
  const response = await fetch(url, {
    method: options.method,
    headers: options.headers,
    body: options.body ?? null,
    signal: options.signal,
  });
  const text = await response.text();
  return { status: response.status, text, header: (name) => response.headers.get(name) };
}

function sendWithProgress(url: string, options: SendOptions, onProgress: (fraction: number) => void) {
  return new Promise<RawResponse>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(options.method, url);
    for (const [name, value] of Object.entries(options.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      onProgress(1);
      resolve({ status: xhr.status, text: xhr.responseText, header: (name) => xhr.getResponseHeader(name) });
    };
    xhr.onerror = () => reject(new TypeError('Network request failed'));
    xhr.onabort = () => reject(options.signal.reason ?? new DOMException('Aborted', 'AbortError'));
    options.signal.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send((options.body as XMLHttpRequestBodyInit | undefined) ?? null);
  });
}
