// Loads a captcha vendor's script on demand ("captcha: the real providers plug in"): one <script>
// per URL for the page's lifetime, injected the first time a captcha shows. A failed load is forgotten so
// a retry injects it afresh.
const loads = new Map<string, Promise<void>>();

/** Resolves when the script at `url` has loaded (at once if it already has); rejects if it fails to load. */
export function loadCaptchaScript(url: string): Promise<void> {
  const known = loads.get(url);
  if (known) return known;
  const load = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    script.dataset.captchaScript = 'true';
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loads.delete(url);
      script.remove();
      reject(new Error(`captcha script failed to load: ${url}`));
    });
    document.head.appendChild(script);
  });
  loads.set(url, load);
  return load;
}

/** Forget every load (tests only). */
export function resetCaptchaScripts() {
  loads.clear();
}
