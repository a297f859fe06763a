// Runtime configuration, read once when the app starts. One build serves every environment: a deployment
// edits THIS file (no rebuild) to point the app at its backend. Any field left out falls back to the
// built-in default, which is what is written here: the local Prism mock behind the dev/preview proxy.
window.__APP_CONFIG__ = {
  // Path the app is served under, used as the router basename: '' for the site root, e.g. '/invest'.
  basePrefix: '',

  // Base URL of each backend ("host type" in the API contract, x-host). Every request path is appended to
  // the URL of its operation's host type, e.g. 'https://api.example.com/fe-ex-api' + '/common/rateV2'.
  // No trailing slash. '/mock' is forwarded to the Prism mock by `npm start`.
  hosts: {
    dashboard: '/mock', // account, user and public-info calls (/api/v0/..., /api/v1/...)
    web: '/mock', // exchange calls (/common/..., /user/..., /message/...)
    upload: '/mock', // image and file uploads
    none: '/mock', // calls the contract marks with no host prefix
  },

  // RSA public key (base64 DER or PEM, 1024-bit, exponent 010001) used to encrypt passwords before they are
  // sent. MUST be replaced by the backend's own key: this one belongs to the mock setup.
  rsaPublicKey:
    'MIGfMA0GCSqGSIb3DQEBAQUAA4GNADCBiQKBgQC72r398t/gv8ub+92V6ky6AMW6j1VUrqdbuH+b/DDadd8W2izyRmhlxkMr28HFxlVdKO/32w+18eNwvchtVdlm1fZEZWIvGeKtK1tawb1PN7GzdrA9gX/lLlCipZ8g89SbVARoAYmpsZ88AN3ZpYnx5TQ7SxDgzDNRrFCE3y542wIDAQAB',

  // Block explorer base URL per chain name, used for address and transaction links.
  explorers: {
    ethereum: 'https://etherscan.io',
    solana: 'https://explorer.solana.com',
  },

  // Show the QA scenario switch and send Prism's `Prefer` header. Set to false for any real backend.
  qaScenarios: true,

  // Captcha shown before a code is sent, at registration and reset (and at login with loginCaptcha):
  // 'self-contained-slider' is the MOCK's provider only and proves nothing to a real backend. A deployment
  // MUST set 'slider' (type 1 result) or 'geetest' (type 2) and the URL of that vendor's script below.
  captchaProvider: 'self-contained-slider',

  // Script URL of each vendor captcha, loaded once, only on a screen that shows a captcha, e.g.
  // { slider: 'https://g.alicdn.com/AWSC/AWSC/awsc.js', geetest: 'https://static.geetest.com/static/js/gt.0.5.0.js' }.
  captchaScripts: {},

  // The slider vendor's application key (Alibaba Cloud NoCaptcha `appkey`); its scene comes with each check.
  sliderCaptchaAppKey: '',

  // Ask for the captcha on login too.
  loginCaptcha: false,

  // Requests still unanswered after this many milliseconds fail with a timeout message.
  requestTimeoutMs: 30000,

  // Milliseconds before a failed read is asked again (once; a further retry would wait twice as long).
  retryDelayMs: 1000,

  // Minutes without activity before a signed-in user is logged out (a warning shows a minute before); 0 = never.
  idleLogoutMinutes: 30,

  // Sumsub WebSDK script for the identity checks of /personal/sumsub and /personal/entitySumsub, e.g.
  // 'https://static.sumsub.com/idensic/static/sns-websdk-builder.js'. '' = no provider: those screens say
  // so and offer the in-app forms (the mock has none).
  sumsubScriptUrl: '',
};
