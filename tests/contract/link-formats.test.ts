// Tolerant where servers vary (design.md "The contract"): a link a server may send as a path on its own
// host (images, files, the site's own pages) is `uri-reference`; `format: uri` (absolute) is kept where
// a path cannot work: the link leaves the site or is handed to someone else.
import { describe, expect, it } from 'vitest';
import { readYaml, yamlFilesIn, type Schema } from './load-contract';

const ABSOLUTE_ONLY = [
  'UpiDepositOrder.payLink', // a UPI pay link opened by another app
  'KycConfig.singPassAuthUrl', // the Singpass login the user is sent to
  'CorporateKycFields.website', // the company's own website
  'MyInfoEnterpriseConfig.authApiUrl', // the Corppass authorisation page
  'MyInfoEnterpriseConfig.redirectUrl', // where Corppass sends the user back, registered with Corppass
  'InviteInfo.inviteUrl', // shared with people outside the site
  'ImageToken.uploadUrl', // another host the image goes to
  'UploadResult.url', // the upload's public address, beside its relative `path` (spec §3)
];

// Schema.property for every property with the given format, in every component file.
function propertiesWithFormat(format: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown, owner: string) => {
    if (!node || typeof node !== 'object') return;
    const schema = node as Schema;
    for (const [name, property] of Object.entries((schema.properties as Record<string, Schema>) ?? {})) {
      if (property?.format === format) found.push(`${owner}.${name}`);
    }
    for (const child of Object.values(schema)) visit(child, owner);
  };
  for (const file of yamlFilesIn('components')) {
    const schemas = (readYaml(file) as { components?: { schemas?: Record<string, Schema> } }).components
      ?.schemas;
    for (const [name, schema] of Object.entries(schemas ?? {})) visit(schema, name);
  }
  return found.sort();
}

describe('contract: link formats', () => {
  it('keeps format uri only where a relative path cannot work', () => {
    expect(propertiesWithFormat('uri')).toEqual([...ABSOLUTE_ONLY].sort());
  });

  it('takes a path on its own host for images, files and the site pages', () => {
    const relative = propertiesWithFormat('uri-reference');
    expect(relative).toEqual(expect.arrayContaining(['PublicUrls.terms', 'InvestmentProduct.logoUrl']));
  });
});
