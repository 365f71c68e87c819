import fs from 'node:fs';
import path from 'node:path';
import { catalogues } from '@acme-docs/query-api/catalogue';
import { attribution, characterLimits, creativeScreen, restrictedCategories } from '@acme-docs/site/data/facts/ads';
import { dataFields } from '@acme-docs/site/data/facts/data-fields';
import { integrationMonitor, personalApiCredentialsPath, sandbox } from '@acme-docs/site/data/facts/platform';
import { queryApi } from '@acme-docs/site/data/facts/query-api';
import { reporting } from '@acme-docs/site/data/facts/reporting';
import { menuVisibility, roles, type Role } from '@acme-docs/site/data/facts/roles';
import { siteDir } from './paths.ts';

// The facts check: numbers, role lists and rules retyped in prose that
// disagree with the facts modules (site/src/data/facts). Pages should quote
// those modules through the components of src/components/Facts; this finds the
// copies that went wrong, in English, Japanese and French. Each rule is a small
// set of patterns for one fact, with the module that holds the truth. Prose
// only: code blocks, front matter, comments and components are left out.
// Our own: no linter compares prose with a project's data.

export type Locale = 'en' | 'ja' | 'fr';

export interface Finding {
  rule: string;
  /** The module (file and export) that holds the fact. */
  module: string;
  expected: string;
  /** The sentence, list item or table row that disagrees. */
  text: string;
}

export interface PageContext {
  locale: Locale;
  /** Path of the page relative to its folder, e.g. `glossary.md` or a release note's file name. */
  page: string;
}

interface Rule {
  id: string;
  module: string;
  expected: string;
  /** Whether a prose unit (a sentence, or a table row) makes a claim against the fact; `paragraph` is the paragraph or list item around it. */
  check: (unit: string, context: PageContext & { words: Words; paragraph: string }) => boolean;
}

// ---------------------------------------------------------------------------
// Words: role and category names as each locale's UI strings render them (the
// same messages the components use), and the words the rules look for.

interface Words {
  role: Record<Role, string>;
  category: Record<string, string>;
}

const englishWords: Words = {
  role: { Admin: 'Admin', Developer: 'Developer', Editor: 'Editor', Viewer: 'Viewer' },
  category: Object.fromEntries(restrictedCategories.map((c) => [c.name, c.name])),
};

const categoryIds: Record<string, string> = {
  Alcohol: 'facts.category.alcohol',
  Dating: 'facts.category.dating',
  Gambling: 'facts.category.gambling',
  'Weight loss': 'facts.category.weightLoss',
};

const wordsCache = new Map<Locale, Words>();
/** A locale's names for roles and categories, from site/i18n/<locale>/code.json. */
export function wordsFor(locale: Locale): Words {
  if (locale === 'en') return englishWords;
  const cached = wordsCache.get(locale);
  if (cached) return cached;
  const messages = JSON.parse(fs.readFileSync(path.join(siteDir, 'i18n', locale, 'code.json'), 'utf8')) as Record<
    string,
    { message: string }
  >;
  const message = (id: string) => {
    const found = messages[id]?.message;
    if (!found) throw new Error(`site/i18n/${locale}/code.json has no "${id}", which the facts check reads.`);
    return found;
  };
  const words: Words = {
    role: Object.fromEntries(roles.map((role) => [role, message(`facts.role.${role.toLowerCase()}`)])) as Record<
      Role,
      string
    >,
    category: Object.fromEntries(restrictedCategories.map((c) => [c.name, message(categoryIds[c.name]!)])),
  };
  wordsCache.set(locale, words);
  return words;
}

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const anyOf = (names: readonly string[]) => names.map(escape).join('|');
/** English names match whole words and their plural ("Admins"); Japanese has no word boundaries. */
const nameMatcher = (names: readonly string[], locale: Locale) =>
  locale === 'ja'
    ? new RegExp(`(${anyOf(names)})`, 'g')
    : new RegExp(`(?<![\\p{L}])(${anyOf(names)})s?(?![\\p{L}])`, 'giu');

function namedIn<K extends string>(text: string, names: Record<K, string>, locale: Locale): K[] {
  const byName = new Map(Object.entries(names).map(([key, name]) => [(name as string).toLowerCase(), key as K]));
  const found = [...text.matchAll(nameMatcher(Object.values(names) as string[], locale))].map((m) =>
    byName.get(m[1]!.toLowerCase())!,
  );
  return [...new Set(found)];
}

const sameSet = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((item) => b.includes(item));

const byLocale = (patterns: Record<Locale, RegExp>) => (unit: string, locale: Locale) => patterns[locale].test(unit);

// ---------------------------------------------------------------------------
// The rules, one per fact. Each names its module and what the module says.

const catalogueDimensions = Object.values(catalogues).flatMap((c) => c.dimensions.map((d) => d.slug));
const catalogueMetrics = Object.values(catalogues).flatMap((c) => c.metrics.map((m) => m.slug));
const ageRestricted = restrictedCategories.filter((c) => c.ageRestricted).map((c) => c.name);
const mobile = dataFields.find((f) => f.key === 'mobile')!;
const clearTextFields = dataFields.filter((f) => f.transport === 'clearText' && f.key !== 'ip');
const appIdWords: Record<Locale, RegExp> = {
  en: /\bapp id\b/i,
  ja: /アプリ\s*ID/i,
  fr: /identifiant d'application|ID d'application|\bapp ID\b/i,
};
const negation: Record<Locale, RegExp> = {
  en: /\b(no|not|never|cannot|can't|only|without)\b/i,
  ja: /ない|ません|のみ|だけ/,
  fr: /\b(ne|n'|pas|jamais|aucun|aucune|seulement|uniquement)\b/i,
};

const isQueryApiPage = (page: string) => /query-api|reporting\/(overview|reporting-api)/.test(page);
const mentionsQueryApi = (unit: string) => /\bQuery\b/.test(unit);

export const rules: readonly Rule[] = [
  {
    id: 'rate-limit-scope',
    module: 'site/src/data/facts/query-api.ts (queryApi.rateLimit.per)',
    expected: `the Query API counts requests per ${queryApi.rateLimit.per === 'app' ? 'app ID, all its tokens together' : 'token'}`,
    check: (unit, { locale, page, paragraph }) =>
      queryApi.rateLimit.per === 'app' &&
      (mentionsQueryApi(paragraph) || isQueryApiPage(page)) &&
      byLocale({
        en: /\b(per|each|every) token\b[^.]*\b(request|minute|limit)|\b(rate limits?|requests?)\b[^.]*\b(per|each|every) token\b/i,
        ja: /トークンごと|トークン単位|各トークン/,
        fr: /\b(par|chaque) jeton\b/i,
      })(unit, locale) &&
      byLocale({
        en: /rate limit|requests? per|\brequests\b/i,
        ja: /レート制限|リクエスト/,
        fr: /limites? de débit|requêtes/i,
      })(unit, locale) &&
      !appIdWords[locale].test(paragraph),
  },
  {
    id: 'rate-limit-value',
    module: 'site/src/data/facts/query-api.ts (queryApi.rateLimit.max)',
    expected: `the Query API allows ${queryApi.rateLimit.max} requests per ${queryApi.rateLimit.windowSeconds} seconds`,
    check: (unit, { locale, page }) => {
      if (!(mentionsQueryApi(unit) || isQueryApiPage(page))) return false;
      const pattern = {
        en: /([\d,]+) requests? (?:per|a|each) (?:60-second window|60 seconds|minute)/i,
        ja: /(?:1\s*分|60\s*秒)[^。]{0,12}?([\d,]+)\s*(?:件|回)?の?リクエスト/,
        fr: /([\d\s  ,]+) requêtes (?:par|toutes les) (?:minute|fenêtre de 60 secondes|60 secondes)/i,
      }[locale];
      const claimed = pattern.exec(unit)?.[1]?.replace(/[\s  ,]/g, '');
      return claimed !== undefined && Number(claimed) !== queryApi.rateLimit.max && !/\bfailed|失敗|échou/i.test(unit);
    },
  },
  {
    id: 'token-lifetime',
    module: 'site/src/data/facts/query-api.ts (queryApi.tokenLifetimeSeconds)',
    expected: `tokens last ${queryApi.tokenLifetimeSeconds / 3600} hour`,
    check: (unit, { locale }) => {
      const hours = {
        en: /\btokens?\b[^.]{0,30}\b(?:lasts?|expires?(?: after)?|valid for|good for)\b[^.]{0,12}?\b(one|an|\d+) hours?\b/i,
        ja: /トークン[^。]{0,30}?(\d+)\s*時間/,
        fr: /\bjetons?\b[^.]{0,40}?\b(une|\d+) heures?\b/i,
      }[locale].exec(unit)?.[1];
      if (hours === undefined) return false;
      const value = /^(one|an|une)$/i.test(hours) ? 1 : Number(hours);
      return value * 3600 !== queryApi.tokenLifetimeSeconds;
    },
  },
  {
    id: 'order-dimension',
    module: 'query-api/src/catalogue (the report dimensions)',
    expected: `the Query API has no order dimension (${catalogueDimensions.join(', ')})`,
    check: (unit, { locale }) =>
      !catalogueDimensions.some((slug) => /order/.test(slug)) &&
      byLocale({
        en: /\b(join|joining|joins|joined|break(?:s|ing)? down|group(?:ed|ing)? by|split)\b[^.|]{0,60}\border ?ids?\b/i,
        ja: /注文\s*ID[^。|]{0,20}(結合|突き合わせ|内訳)|(結合|突き合わせ)[^。|]{0,20}注文\s*ID/,
        fr: /(jointure|joindre|croiser|ventiler)[^.|]{0,60}(numéros?|identifiants?) de commande/i,
      })(unit, locale),
  },
  {
    id: 'impression-definition',
    module: 'site/src/data/facts/reporting.ts (reporting.counting)',
    expected: `an impression is ${reporting.counting.impression}; \`${reporting.counting.layoutImpression}\` counts a layout impression`,
    check: (unit, { locale }) => {
      if (!unit.includes(reporting.counting.layoutImpression)) return false;
      const words = {
        en: [/(?<!layout )\bimpressions?\b/i, /\bcount/i, /layout impression/i],
        ja: [/(?<!レイアウト)インプレッション/, /カウント|計上/, /レイアウトインプレッション/],
        fr: [/\bimpressions?\b(?! de mise en page)/i, /compt/i, /impressions? de mise en page/i],
      }[locale];
      return words[0]!.test(unit) && words[1]!.test(unit) && !words[2]!.test(unit);
    },
  },
  {
    id: 'viewability-metric',
    module: 'query-api/src/catalogue (the report metrics)',
    expected: `no report has a viewability metric (${catalogueMetrics.join(', ')})`,
    check: (unit, { locale }) =>
      !catalogueMetrics.some((slug) => /view/.test(slug)) &&
      byLocale({
        en: /viewability[^.]{0,80}\breport|\breport[^.]{0,40}viewability/i,
        ja: /ビューアビリティ[^。]{0,60}(報告|レポート)/,
        fr: /visibilité[^.]{0,80}(indiquée|rapport|signalée|communiquée)/i,
      })(unit, locale) &&
      !negation[locale].test(unit),
  },
  {
    id: 'creative-trackers',
    module: 'site/src/data/facts/ads.ts (creativeScreen.thirdPartyTrackers)',
    expected: 'a creative has no Tracking tab and takes no impression or click trackers',
    check: (unit, { locale }) =>
      !creativeScreen.thirdPartyTrackers &&
      byLocale({
        en: /\b(impression|click) trackers?\b|\bcreative\b[^.]{0,60}\bTracking\b/i,
        ja: /(インプレッション|クリック)トラッカー|クリエイティブ[^。]{0,40}トラッキング/,
        fr: /traceurs? d'(impressions?|clics?)|création[^.]{0,60}\bSuivi\b/i,
      })(unit, locale) &&
      !negation[locale].test(unit),
  },
  {
    id: 'coupon-code-length',
    module: 'site/src/data/facts/ads.ts (characterLimits.sharedCouponCode, uniqueCouponCode), from coupon-api.yaml',
    expected: `a coupon code has ${characterLimits.sharedCouponCode.min}–${characterLimits.sharedCouponCode.max} characters`,
    check: (unit, { locale }) => {
      const [subject, length] = {
        en: [/coupon code|shared code|unique code/i, /(\d+)\s*(?:–|-|to)\s*(\d+) characters/i],
        ja: [/クーポンコード|共通コード|固有コード/, /(\d+)\s*[～〜~–-]\s*(\d+)\s*文字/],
        fr: [/code promo|code de (?:coupon|réduction)|code partagé/i, /(\d+)\s*(?:à|–|-)\s*(\d+)\s*caractères/i],
      }[locale];
      const claimed = subject.test(unit) ? length.exec(unit) : null;
      if (!claimed) return false;
      const ranges = [characterLimits.sharedCouponCode, characterLimits.uniqueCouponCode];
      return !ranges.some((r) => r.min === Number(claimed[1]) && r.max === Number(claimed[2]));
    },
  },
  {
    id: 'sandbox-offers',
    module: 'site/src/data/facts/platform.ts (sandbox.showsAdvertiserCreatives)',
    expected: `the sandbox shows ${sandbox.offers} only, never an advertiser's own creative`,
    check: (unit, { locale }) =>
      !sandbox.showsAdvertiserCreatives &&
      byLocale({
        en: /\byour (?:own )?(?:creative|offer)s?\b[^.]{0,80}\bsandbox\b|\bsandbox\b[^.]{0,80}\byour (?:own )?(?:creative|offer)s?\b|\bcreative\b[^.]{0,80}\bsandbox\b[^.]{0,60}\b(display|see|engage)/i,
        ja: /自分の(オファー|クリエイティブ)[^。]{0,60}サンドボックス|サンドボックス[^。]{0,60}自分の(オファー|クリエイティブ)/,
        fr: /votre (?:propre )?(offre|création)[^.]{0,80}\bsandbox\b|\bsandbox\b[^.]{0,80}votre (?:propre )?(offre|création)/i,
      })(unit, locale) &&
      !byLocale({ en: /\b(not|never|cannot|only)\b/i, ja: /しか|ません|ない/, fr: /\b(ne|n')\b/i })(unit, locale),
  },
  {
    id: 'mobile-protection',
    module: 'site/src/data/facts/data-fields.ts (dataFields: mobile)',
    expected: 'a mobile number is sent as E.164 over TLS and hashed when it arrives, not on the device',
    check: (unit, { locale }) => {
      if (mobile.transport === 'hashedOnDevice') return false;
      const [field, hash, device] = {
        en: [
          /\bmobile (?:numbers?|attribute)\b|\bphone numbers?\b|\bpass(?:es)? mobile\b/i,
          /\bhash/i,
          /customer's device|on the device|leaves? the device/i,
        ],
        ja: [
          /携帯(電話)?番号|モバイル番号|電話番号|mobile\s*(を|の値|属性)/,
          /ハッシュ/,
          /顧客の(端末|デバイス)|端末上|デバイス上/,
        ],
        fr: [/numéros? de (?:mobile|téléphone)|transmettez mobile/i, /hach/i, /appareil du client|sur l'appareil/i],
      }[locale];
      return field.test(unit) && hash.test(unit) && device.test(unit);
    },
  },
  {
    id: 'age-rule',
    module: 'site/src/data/facts/ads.ts (restrictedCategories[].ageRestricted)',
    expected: `only ${ageRestricted.join(', ')} offers are kept from customers of unknown age`,
    check: (unit, { locale, words, paragraph }) => {
      const ageWords = {
        en: /whose age (?:Acme|the partner|we) (?:does not|doesn't) know|age is unknown|unknown age|known to be old enough|old enough/i,
        ja: /年齢[^。]{0,20}(把握していない|わからない|不明)|十分な年齢/,
        fr: /âge[^.]{0,20}(inconnu|ne connaît pas)|ne connaît pas l'âge|l'âge requis/i,
      }[locale];
      if (!ageWords.test(unit)) return false;
      const named = namedIn(unit, words.category, locale);
      const allRestricted = {
        en: /restricted (?:categor|offer)/i,
        ja: /制限(付き)?(の)?カテゴリー/,
        fr: /catégories restreintes|offres restreintes/i,
      }[locale];
      // "Their offers never reach…" after a sentence about the restricted categories speaks of all of them.
      // A component (⟨fact⟩) names the categories itself.
      const claimed =
        named.length > 0
          ? named
          : !unit.includes('⟨fact⟩') && allRestricted.test(paragraph)
            ? restrictedCategories.map((c) => c.name)
            : [];
      return claimed.length > 0 && !sameSet(claimed, ageRestricted);
    },
  },
  {
    id: 'attribution-window-role',
    module: 'site/src/data/facts/ads.ts (attribution.changedBy = permissions.adsConversions)',
    expected: `the default attribution window is changed by ${attribution.changedBy.join(', ')}`,
    check: (unit, { locale, words, paragraph }) => {
      const [subject, verb] = {
        en: [/attribution window/i, /\b(?:change|changes|changed|set|sets)\b/gi],
        ja: [/アトリビューションウィンドウ/, /変更/g],
        fr: [/fenêtre d'attribution/i, /modifi/gi],
      }[locale];
      if (!subject.test(paragraph)) return false;
      for (const match of unit.matchAll(verb)) {
        const before = unit.slice(Math.max(0, match.index - 80), match.index);
        const named = namedIn(before, words.role, locale);
        if (named.length > 0 && !sameSet(named, attribution.changedBy)) return true;
      }
      return false;
    },
  },
  {
    id: 'attribution-window-default',
    module: 'site/src/data/facts/ads.ts (attribution.defaultDays)',
    expected: `the default attribution window is ${attribution.defaultDays} days`,
    check: (unit, { locale }) => {
      const [subject, value] = {
        en: [
          /attribution window/i,
          /\b(?:default|unless)\b[^.|]{0,40}?\b(\d+) days|\b(\d+) days\b[^.|]{0,30}\b(?:by default|unless|the default)/i,
        ],
        ja: [/アトリビューションウィンドウ/, /デフォルト[^。|]{0,20}?(\d+)\s*日|(\d+)\s*日[^。|]{0,20}デフォルト/],
        fr: [/fenêtre d'attribution/i, /par défaut[^.|]{0,30}?(\d+) jours|(\d+) jours[^.|]{0,30}par défaut/i],
      }[locale];
      if (!subject.test(unit)) return false;
      return [...unit.matchAll(new RegExp(value, 'gi'))].some((m) => {
        // A number inside a list of windows ("1, 7, 14, 30, 60 or 90 days") is no default.
        const list = /(?:\d\s*[,、]\s*|\b(?:or|ou)\s)$/.test(unit.slice(0, m.index + m[0].indexOf(m[1] ?? m[2]!)));
        return !list && Number(m[1] ?? m[2]) !== attribution.defaultDays;
      });
    },
  },
  {
    id: 'attribution-window-choices',
    module: 'site/src/data/facts/ads.ts (attribution.windowDays)',
    expected: `attribution windows of ${attribution.windowDays.join(', ')} days`,
    check: (unit, { locale }) => {
      const [subject, list] = {
        en: [/attribution/i, /\b((?:\d+, )+\d+,? or \d+) days/i],
        ja: [/アトリビューション/, /((?:\d+、\s*)+\d+)\s*日/],
        fr: [/attribution/i, /((?:\d+, )+\d+ ou \d+) jours/i],
      }[locale];
      const claimed = subject.test(unit) ? list.exec(unit)?.[1] : undefined;
      if (!claimed) return false;
      const values = (claimed.match(/\d+/g) ?? []).map(Number);
      return !sameSet(values.map(String), attribution.windowDays.map(String));
    },
  },
  {
    id: 'settle-delay',
    module: 'site/src/data/facts/reporting.ts (reporting.settleDays), from event-api.yaml',
    expected: `a day's figures are final ${reporting.settleDays} days later, whatever the attribution window`,
    check: (unit, { locale }) => {
      const afterWindow = {
        en: /\b(again|settle[sd]?|final|complete)\b[^.|]{0,40}after the attribution window/i,
        // 「アトリビューションウィンドウにかかわらず」 (whatever the window) is the right statement, not this one.
        ja: /アトリビューションウィンドウ(?!に(?:かかわらず|関係なく))[^。|]{0,20}(後|経過)[^。|]{0,30}(再度|改めて|もう一度|確定)/,
        fr: /(de nouveau|à nouveau|définiti|stabilis)[^.|]{0,40}(après la fenêtre d'attribution|fenêtre d'attribution (écoulée|passée))/i,
      }[locale];
      if (afterWindow.test(unit)) return true;
      const days = {
        en: /\b(?:can still change|still change|settle[sd]?|are final|become final)\b[^.|]{0,40}?\b(\d+|seven|thirty|ninety) days/i,
        ja: /(\d+)\s*日(?:間|後)[^。|]{0,6}(変わる|変動|確定)/,
        fr: /(?:encore changer|évoluer|définitifs?)[^.|]{0,40}?\b(\d+|sept|trente) jours/i,
      }[locale].exec(unit)?.[1];
      if (days === undefined) return false;
      const value = { seven: 7, sept: 7, thirty: 30, trente: 30, ninety: 90 }[days.toLowerCase()] ?? Number(days);
      return value !== reporting.settleDays;
    },
  },
  {
    id: 'settings-visibility',
    module: 'site/src/data/facts/roles.ts (menuVisibility.Settings)',
    expected: 'every role sees Settings (at least Settings → Account and Settings → Policy)',
    check: (unit, { locale }) =>
      menuVisibility.Settings.length === roles.length &&
      byLocale({
        en: /\b(?:cannot|can't|does not|doesn't|do not|don't) see (?:the )?Settings\b(?!\s*→)|\bno Settings menu\b/i,
        ja: /(?<!→\s?)設定(?!\s*→)[^。|]{0,10}(が表示されない|を表示できない|が見えない|を見られない)/,
        fr: /(?:ne voit pas|ne peut pas voir|ne voient pas)[^.|]{0,10}Paramètres(?![\w\s]*(?:→|de ))/,
      })(unit, locale),
  },
  {
    id: 'integration-monitor-columns',
    module: 'site/src/data/facts/platform.ts (integrationMonitor.columns)',
    expected: `the integration monitor shows ${integrationMonitor.columns.join(', ')}: no campaign or offer`,
    check: (unit, { locale }) =>
      !integrationMonitor.columns.some((c) => /campaign|offer/i.test(c)) &&
      byLocale({
        en: /integration monitor\b[^.|]{0,100}\b(?:shows?|lists?|returns?|displays?|contains?)\b[^.|]{0,60}\b(?:campaign'?s?|campaigns|offers)\b/i,
        ja: /インテグレーションモニター[^。|]{0,80}(キャンペーン|(?<!テスト)オファー)[^。|]{0,30}(返|表示|一覧)/,
        fr: /moniteur d'intégration[^.|]{0,100}\b(?:affiche|montre|liste|renvoie|renvoient|contient)\b[^.|]{0,60}\b(?:campagnes?|offres)\b/i,
      })(unit, locale) &&
      !/test offers|offres de test|テストオファー|offerEngaged|\bSandbox\b/i.test(unit),
  },
  {
    id: 'credentials-location',
    module: 'site/src/data/facts/platform.ts (personalApiCredentialsPath)',
    expected: `personal API credentials are under ${personalApiCredentialsPath.join(' → ')}`,
    check: (unit, { locale }) =>
      byLocale({
        en: /user menu(?![^.]{0,80}\bProfile\b)[^.]{0,80}Personal API credentials/i,
        ja: /ユーザーメニュー(?![^。]{0,60}プロフィール)[^。]{0,60}(個人用\s*API\s*認証情報|Personal API credentials)/,
        fr: /menu utilisateur(?![^.]{0,80}\bProfil)[^.]{0,80}(identifiants d'API personnels|Personal API credentials)/i,
      })(unit, locale),
  },
];

// ---------------------------------------------------------------------------
// Lists that enumerate the data Acme receives must name every field the
// module says arrives in clear text: a list of data fields that leaves some out
// tells reviewers Acme receives less than it does.

const fieldLabels: Record<Locale, RegExp> = {
  en: /^(e-mail addresses|mobile numbers|phone numbers|ip addresses|names|first names|postal codes|zip codes)$/i,
  ja: /^(メールアドレス|携帯(電話)?番号|IP\s*アドレス|氏名|名前|郵便番号)$/,
  fr: /^(les )?(adresses e-mail|numéros de (téléphone|mobile)|adresses IP|noms|prénoms|codes postaux)$/i,
};
const fieldMentions: Record<string, Record<Locale, RegExp>> = {
  mobile: { en: /mobile/i, ja: /携帯|モバイル/, fr: /mobile|téléphone/i },
  firstname: { en: /firstname|first name/i, ja: /firstname|名（ファーストネーム）|名前|氏名/, fr: /firstname|prénom/i },
  lastname: { en: /lastname|last name|surname/i, ja: /lastname|姓|氏名/, fr: /lastname|nom de famille|\bnoms?\b/i },
  zipcode: { en: /zipcode|zip code|postal code/i, ja: /zipcode|郵便番号/, fr: /zipcode|code postal|codes postaux/i },
};

export const dataFieldListRule = {
  id: 'data-field-list',
  module: 'site/src/data/facts/data-fields.ts (dataFields)',
  expected: `a list of the data Acme receives names every clear-text field: ${clearTextFields.map((f) => f.key).join(', ')}`,
};

/** The bullet lists of a page whose items open with a bold data-field label, and the fields each leaves out. */
export function incompleteDataFieldLists(source: string, locale: Locale): { text: string; missing: string[] }[] {
  const found: { text: string; missing: string[] }[] = [];
  for (const list of bulletLists(stripCode(source))) {
    const labelled = list.filter((item) => {
      // A label followed by a colon opens a rule ("**E-mail**: trim, lower-case…"), not a statement about data received.
      const label = /^\*\*([^*]+)\*\*(?!\s*[:：])/.exec(item)?.[1];
      return label !== undefined && fieldLabels[locale].test(label.trim());
    });
    if (labelled.length < 2) continue;
    const text = list.join('\n');
    const missing = Object.entries(fieldMentions)
      .filter(([key]) => clearTextFields.some((f) => f.key === key))
      .filter(([, mention]) => !mention[locale].test(text))
      .map(([key]) => key);
    if (missing.length) found.push({ text: labelled.map((item) => item.slice(0, 60)).join(' / '), missing });
  }
  return found;
}

function bulletLists(source: string): string[][] {
  const lists: string[][] = [];
  let current: string[] | undefined;
  for (const line of source.split('\n')) {
    const item = /^\s*[-*] (.*)$/.exec(line);
    if (item) {
      current ??= [];
      current.push(item[1]!);
    } else if (line.trim() === '' || !/^\s+\S/.test(line)) {
      if (current) lists.push(current);
      current = undefined;
    }
  }
  if (current) lists.push(current);
  return lists;
}

// ---------------------------------------------------------------------------
// Prose units: sentences of paragraphs and list items, and whole table rows.

function stripCode(source: string): string {
  return source
    .replace(/^---\n[\s\S]*?\n---\n/, '')
    .replace(/^(\s*)(`{3,}|~{3,})[^\n]*\n[\s\S]*?\n\1\2\s*$/gm, '')
    .replace(/\{\/\*[\s\S]*?\*\/\}/g, '')
    .replace(/^\s*(import|export)\s.*$/gm, '');
}

/** The page's prose, unit by unit, with Markdown and components removed (a component quotes a fact, so it is no copy). */
export function proseUnits(source: string, locale: Locale): { text: string; paragraph: string }[] {
  const plain = stripCode(source)
    .replace(/<[A-Z][\w.]*\b[^>]*\/>/g, '⟨fact⟩')
    .replace(/<\/?[A-Za-z][^>]*>/g, ' ')
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\*\*|__/g, '')
    .replace(/`([^`]*)`/g, '$1');
  const units: { text: string; paragraph: string }[] = [];
  let paragraph: string[] = [];
  const flush = () => {
    const whole = paragraph.join(' ');
    if (paragraph.length) units.push(...sentences(whole, locale).map((text) => ({ text, paragraph: whole })));
    paragraph = [];
  };
  for (const line of plain.split('\n')) {
    if (/^\s*\|/.test(line)) {
      flush();
      if (!/^\s*\|[\s|:-]+\|\s*$/.test(line)) units.push({ text: line.trim(), paragraph: line.trim() });
    } else if (line.trim() === '' || /^\s*(#{1,6} |[-*] |\d+\. |:::)/.test(line)) {
      flush();
      const text = line.replace(/^\s*(#{1,6} |[-*] |\d+\. |:::\w*)/, '').trim();
      if (text) paragraph.push(text);
    } else {
      paragraph.push(line.trim());
    }
  }
  flush();
  return units;
}

function sentences(text: string, locale: Locale): string[] {
  const boundary = locale === 'ja' ? /(?<=[。！？])/ : /(?<=[.!?])\s+(?=[A-Z«"“(⟨\p{Lu}])/u;
  return text
    .split(boundary)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Everything in one page that disagrees with the facts modules. */
export function factFindings(source: string, context: PageContext): Finding[] {
  const words = wordsFor(context.locale);
  const findings: Finding[] = [];
  for (const { text, paragraph } of proseUnits(source, context.locale)) {
    for (const rule of rules) {
      if (rule.check(text, { ...context, words, paragraph }))
        findings.push({ rule: rule.id, module: rule.module, expected: rule.expected, text });
    }
  }
  for (const list of incompleteDataFieldLists(source, context.locale)) {
    findings.push({
      rule: dataFieldListRule.id,
      module: dataFieldListRule.module,
      expected: dataFieldListRule.expected,
      text: `${list.text} (leaves out ${list.missing.join(', ')})`,
    });
  }
  return findings;
}

/** `glossary.md: rule — "text" (module says …; module)` */
export const describeFinding = (page: string, f: Finding) =>
  `${page}: ${f.rule} — "${f.text.length > 220 ? `${f.text.slice(0, 217)}…` : f.text}"\n    ${f.module} says ${f.expected}`;
