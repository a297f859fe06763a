// The files contract:verify writes for a backend team's CI (docs/contract.md "Checking a server"): JUnit XML
// (one test case per operation and example, each violation a failure) for a CI test reporter, and one HTML
// page grouped by domain with the request, the answer and each violation beside the contract's own words.

const escapeXml = (text) =>
  String(text)
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');

/** The operation's domain: its first tag (the contract has one per operation). */
export const domainOf = (doc, exchange) => {
  const operation = doc.paths?.[exchange.path]?.[exchange.method.toLowerCase()];
  return operation?.tags?.[0] ?? 'untagged';
};

const caseName = (exchange) => `${exchange.operationId} [example ${exchange.example}]`;

/** JUnit XML: a suite per domain, a case per replayed request, a failure per violation, skips as skipped. */
export function toJUnit(doc, { target, exchanges, skipped }) {
  const byDomain = new Map();
  const add = (domain, xml, failed, skip) => {
    const suite = byDomain.get(domain) ?? { cases: [], failures: 0, skipped: 0 };
    suite.cases.push(xml);
    suite.failures += failed;
    suite.skipped += skip;
    byDomain.set(domain, suite);
  };
  for (const exchange of exchanges) {
    const failures = exchange.violations.map(
      (v) =>
        `      <failure message="${escapeXml(`${v.where}: ${v.message}`)}" type="${escapeXml(v.severity)}">` +
        `${escapeXml(`${exchange.method} ${exchange.path} -> HTTP ${exchange.status}\n${v.where}: ${v.message}`)}` +
        `</failure>`,
    );
    const open = `    <testcase classname="${escapeXml(domainOf(doc, exchange))}" name="${escapeXml(caseName(exchange))}"`;
    add(
      domainOf(doc, exchange),
      failures.length === 0 ? `${open}/>` : `${open}>\n${failures.join('\n')}\n    </testcase>`,
      failures.length > 0 ? 1 : 0,
      0,
    );
  }
  for (const skip of skipped) {
    add(
      domainOf(doc, skip),
      `    <testcase classname="${escapeXml(domainOf(doc, skip))}" name="${escapeXml(skip.operationId)}">` +
        `<skipped message="${escapeXml(skip.skip)}"/></testcase>`,
      0,
      1,
    );
  }
  const suites = [...byDomain].map(
    ([domain, suite]) =>
      `  <testsuite name="${escapeXml(domain)}" tests="${suite.cases.length}" failures="${suite.failures}" ` +
      `skipped="${suite.skipped}">\n${suite.cases.join('\n')}\n  </testsuite>`,
  );
  const total = exchanges.length + skipped.length;
  const failed = exchanges.filter((e) => e.violations.length > 0).length;
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<testsuites name="${escapeXml(`contract:verify ${target}`)}" tests="${total}" failures="${failed}">\n` +
    `${suites.join('\n')}\n</testsuites>\n`
  );
}

// The schema under a JSON-schema node at one segment of a violation's path, through the combinators and
// the envelope's if/then.
const childOf = (schema, segment) => {
  if (!schema || typeof schema !== 'object') return undefined;
  if (schema.properties?.[segment]) return schema.properties[segment];
  if (/^\d+$/.test(segment) && schema.items) return schema.items;
  for (const part of [
    schema.then,
    ...(schema.allOf ?? []),
    ...(schema.oneOf ?? []),
    ...(schema.anyOf ?? []),
  ]) {
    const found = childOf(part, segment);
    if (found) return found;
  }
  if (typeof schema.additionalProperties === 'object') return schema.additionalProperties;
  return undefined;
};

/**
 * What the contract says about the place a violation names: the field's description, when it has one. Prism's
 * `--errors` turns a broken answer into HTTP 500, so the answer's schema is looked up under the status seen and
 * under 200.
 */
export function contractWords(doc, exchange, violation) {
  const operation = doc.paths?.[exchange.path]?.[exchange.method.toLowerCase()];
  const [side, part, ...rest] = violation.where.split('.');
  const missing = /required property '([^']+)'/.exec(violation.message)?.[1];
  const segments = [...rest, ...(missing ? [missing] : [])];
  const bodyOf = (holder) => holder?.content?.['application/json']?.schema;
  let starts = [];
  if (side === 'response' && part === 'body') {
    const responses = operation?.responses ?? {};
    starts = [responses[String(exchange.status)], responses['200']].map(bodyOf);
  } else if (side === 'request' && part === 'body') {
    starts = [bodyOf(operation?.requestBody)];
  }
  for (const start of starts) {
    const found = segments.reduce((schema, segment) => childOf(schema, segment), start);
    if (found?.description) return found.description.trim();
  }
  return operation?.summary ?? '';
}

const pretty = (text) => {
  if (text === undefined || text === '') return '(none)';
  try {
    return JSON.stringify(typeof text === 'string' ? JSON.parse(text) : text, null, 2);
  } catch {
    return String(text);
  }
};

/** One self-contained page: domains, then each request with its violations, its body and the answer. */
export function toHtml(doc, { target, exchanges, skipped }) {
  const failing = exchanges.filter((e) => e.violations.length > 0);
  const domains = [...new Set(exchanges.map((e) => domainOf(doc, e)))].sort();
  const sections = domains.map((domain) => {
    const mine = exchanges.filter((e) => domainOf(doc, e) === domain);
    const bad = mine.filter((e) => e.violations.length > 0);
    const rows = bad.map((exchange) => {
      const items = exchange.violations
        .map(
          (v) =>
            `<tr><td><code>${escapeXml(v.where)}</code></td><td>${escapeXml(v.message)}</td>` +
            `<td>${escapeXml(contractWords(doc, exchange, v))}</td></tr>`,
        )
        .join('');
      return (
        `<article><h3>${escapeXml(caseName(exchange))} <small>${escapeXml(exchange.method)} ` +
        `${escapeXml(exchange.path)} → HTTP ${exchange.status}</small></h3>` +
        `<table><thead><tr><th>where</th><th>violation</th><th>the contract says</th></tr></thead>` +
        `<tbody>${items}</tbody></table>` +
        `<details><summary>request</summary><pre>${escapeXml(pretty(exchange.request))}</pre></details>` +
        `<details><summary>answer</summary><pre>${escapeXml(pretty(exchange.answer))}</pre></details></article>`
      );
    });
    const passed = mine.length - bad.length;
    return (
      `<section><h2>${escapeXml(domain)} <small>${bad.length} failing, ${passed} passing</small></h2>` +
      `${rows.join('')}</section>`
    );
  });
  const skips = skipped.map((s) => `<li>${escapeXml(s.operationId)}: ${escapeXml(s.skip)}</li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>contract:verify ${escapeXml(target)}</title>
<style>body{font:14px/1.4 system-ui,sans-serif;margin:2rem;max-width:70rem}table{border-collapse:collapse;width:100%}
td,th{border:1px solid #ccc;padding:.3rem;text-align:left;vertical-align:top}pre{background:#f6f6f6;padding:.5rem;
overflow:auto}small{color:#555;font-weight:normal}article{margin:1rem 0 2rem}</style></head>
<body><h1>contract:verify ${escapeXml(target)}</h1>
<p>${exchanges.length} requests replayed, ${failing.length} with violations, ${skipped.length} skipped.</p>
${sections.join('\n')}
${skips ? `<h2>Skipped</h2><ul>${skips}</ul>` : ''}
</body></html>
`;
}
