// Sends one request and hands back status and text. fetch for ordinary calls; XMLHttpRequest
// when the caller wants upload progress, which fetch cannot report.
export interface RawResponse {
  status: number;
  text: string;
  header: (name: string) => string | null;
  /** the body of a 2xx answer when the caller asked for a file (`binary`); text is then '' */
  blob?: Blob;
}

export interface SendOptions {
  method: string;
  headers: Record<string, string>;
  body?: BodyInit | undefined;
  signal: AbortSignal;
  onUploadProgress?: ((fraction: number) => void) | undefined;
  /** read a successful body as a Blob (a downloaded file); error bodies stay text */
  binary?: boolean | undefined;
}

/** The server answered, but not to this site: its CORS settings leave this origin out. */
export class OriginRefusedError extends Error {
  readonly origin: string;

  constructor(origin: string) {
    super(`The server refused requests from ${origin}`);
    this.name = 'OriginRefusedError';
    this.origin = origin;
  }
}

/**
 * A browser fails a request alike when the server is down and when it answered without
 * allowing this site (CORS). The same address asked again in 'no-cors' mode tells them apart:
 * that request needs no permission, so it succeeds whenever the server answers at all
 * (docs/decisions/0054-naming-a-cors-refusal.md).
 */
async function whyUnsent(url: string, signal: AbortSignal, failure: unknown): Promise<unknown> {
  if (signal.aborted || typeof location === 'undefined') return failure;
  try {
    await fetch(url, { method: 'HEAD', mode: 'no-cors', cache: 'no-store', credentials: 'omit', signal });
  } catch {
    return failure;
  }
  return signal.aborted ? failure : new OriginRefusedError(location.origin);
}

export async function send(url: string, options: SendOptions): Promise<RawResponse> {
  if (options.onUploadProgress) return sendWithProgress(url, options, options.onUploadProgress);
  let response: Response;
  try {
    response = await fetch(url, {
      method: options.method,
      headers: options.headers,
      body: options.body ?? null,
      signal: options.signal,
    });
  } catch (failure) {
    throw await whyUnsent(url, options.signal, failure);
  }
  const header = (name: string) => response.headers.get(name);
  if (options.binary && response.ok) {
    return { status: response.status, text: '', header, blob: await response.blob() };
  }
  const text = await response.text();
  return { status: response.status, text, header };
}

function sendWithProgress(url: string, options: SendOptions, onProgress: (fraction: number) => void) {
  const { signal } = options;
  const aborted = () => signal.reason ?? new DOMException('Aborted', 'AbortError');
  return new Promise<RawResponse>((resolve, reject) => {
    if (signal.aborted) return reject(aborted());
    const xhr = new XMLHttpRequest();
    // Settles the promise itself rather than waiting for the XHR's abort event, which some
    // XHR stand-ins (MSW's interceptor while a reply is pending) never fire.
    const onAbort = () => {
      xhr.abort();
      reject(aborted());
    };
    const done = () => signal.removeEventListener('abort', onAbort);
    xhr.open(options.method, url);
    for (const [name, value] of Object.entries(options.headers)) xhr.setRequestHeader(name, value);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress(event.loaded / event.total);
    };
    xhr.onload = () => {
      done();
      onProgress(1);
      resolve({ status: xhr.status, text: xhr.responseText, header: (name) => xhr.getResponseHeader(name) });
    };
    xhr.onerror = () => {
      done();
      void whyUnsent(url, signal, new TypeError('Network request failed')).then(reject);
    };
    xhr.onabort = () => {
      done();
      reject(aborted());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    xhr.send((options.body as XMLHttpRequestBodyInit | undefined) ?? null);
  });
}
