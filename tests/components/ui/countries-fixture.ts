import type { Country } from '@/lib/countries';

/** A country list in the contract's shape (names in zh_CN, the request language of the mock). */
export const COUNTRIES: Country[] = [
  { code: 'CN', areaCode: '86', name: '中国', enName: 'China' },
  { code: 'US', areaCode: '1', name: '美国', enName: 'United States' },
  { code: 'CA', areaCode: '1', name: '加拿大', enName: 'Canada' },
  { code: 'JP', areaCode: '81', name: '日本', enName: 'Japan' },
  { code: 'KP', areaCode: '850', name: '朝鲜', enName: 'North Korea' },
  { code: 'IR', areaCode: '98', name: '伊朗', enName: 'Iran' },
  { code: 'SG', areaCode: '65', name: '新加坡', enName: 'Singapore' },
  { code: 'GB', areaCode: '44', name: '英国', enName: 'United Kingdom' },
];
