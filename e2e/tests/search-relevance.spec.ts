import { expect, test } from '@playwright/test';
import { openPage } from './support/page-helpers.ts';
import { openWithSlash, resultPages, search } from './support/search.ts';

// The relevance set: each query, typed into the navbar search of the built
// site, shows its page among the first three pages of the results (in the
// order the modal shows them). Queries come from page titles and the words
// readers use for them, which stay when the page bodies are rewritten.
const relevance: Record<'en' | 'ja' | 'fr', Array<[query: string, page: string]>> = {
  en: [
    ['integration monitor', '/developers/integration-guides/integration-monitor'],
    ['glossary', '/glossary'],
    ['trust center', '/trust-center'],
    ['SAML configuration', '/developers/integration-guides/data-and-security/saml'],
    ['hashing customer data', '/developers/integration-guides/data-and-security/hashing'],
    ['validate referrals python', '/developers/integration-guides/ads/validate-referrals/python'],
    ['Cordova best practices', '/developers/integration-guides/cordova/best-practices'],
    ['schedule reports', '/user-guides/acme-ecommerce/reporting/how-to/schedule-reports'],
    ['export transactions', '/user-guides/acme-ecommerce/reporting/how-to/export-transactions'],
    ['layout templates', '/user-guides/acme-ecommerce/layouts/resources/layout-templates'],
    ['SCIM provisioning', '/developers/integration-guides/data-and-security/scim'],
    ['tag managers', '/developers/integration-guides/tag-managers'],
    ['add-to-cart donations', '/developers/integration-guides/add-to-cart-donations'],
    ['customer data platform', '/developers/integration-guides/ads/cdp'],
    ['data deletion', '/developers/api-reference/data-deletion-api'],
    ['Shopify get started', '/platforms/shopify/get-started'],
    ['server-to-server troubleshooting', '/server-to-server/web-troubleshooting'],
    ['third-party measurement', '/third-party-measurement-providers'],
    ['audiences', '/user-guides/acme-ads/audiences'],
    ['creative review', '/user-guides/acme-ads/creatives'],
    ['transaction metadata', '/user-guides/acme-ecommerce/reporting/resources/transaction-metadata'],
    ['ads policy', '/user-guides/acme-policies/ads'],
    ['payments marketplace partners', '/developers/integration-guides/payments-marketplace/partners'],
    ['MAUI reporting conversions', '/developers/integration-guides/maui/reporting-conversions'],
    ['web library messages', '/developers/integration-guides/web/messages'],
  ],
  ja: [
    ['用語集', '/ja/glossary'],
    ['暗号化', '/ja/developers/integration-guides/data-and-security/encryption'],
    ['タグマネージャー', '/ja/developers/integration-guides/tag-managers'],
    ['シングルサインオン', '/ja/developers/integration-guides/data-and-security/sso'],
    ['サードパーティ計測プロバイダー', '/ja/third-party-measurement-providers'],
    ['セルフサービス広告', '/ja/user-guides/acme-ads/self-service'],
    ['広告ポリシー', '/ja/user-guides/acme-policies/ads'],
    ['レイアウトを作成', '/ja/user-guides/acme-ecommerce/layouts/how-to/create-layout'],
    ['データウェアハウス', '/ja/developers/integration-guides/ads/data-warehouse'],
    ['顧客データのハッシュ化', '/ja/developers/integration-guides/data-and-security/hashing'],
    ['レポートをスケジュール', '/ja/user-guides/acme-ecommerce/reporting/how-to/schedule-reports'],
    ['カートへの寄付', '/ja/developers/integration-guides/add-to-cart-donations'],
    ['カスタマーデータプラットフォーム', '/ja/developers/integration-guides/ads/cdp'],
    ['Cordova コンバージョン', '/ja/developers/integration-guides/cordova/reporting-conversions'],
    ['MAUI の初期化', '/ja/developers/integration-guides/maui/integrating-and-initializing'],
    ['サーバー間連携のトラブルシューティング', '/ja/server-to-server/web-troubleshooting'],
    ['トラストセンター', '/ja/trust-center'],
    ['クリエイティブ', '/ja/user-guides/acme-ads/creatives'],
    ['オーディエンス', '/ja/user-guides/acme-ads/audiences'],
    ['トランザクションをエクスポート', '/ja/user-guides/acme-ecommerce/reporting/how-to/export-transactions'],
    ['レポートテンプレート', '/ja/user-guides/acme-ecommerce/reporting/how-to/manage-templates'],
    ['トランザクションのメタデータ', '/ja/user-guides/acme-ecommerce/reporting/resources/transaction-metadata'],
    ['顧客体験の保護', '/ja/user-guides/acme-policies/protecting-the-customer-experience'],
    ['Shopify を始める', '/ja/platforms/shopify/get-started'],
    ['パートナー向け決済マーケットプレイス', '/ja/developers/integration-guides/payments-marketplace/partners'],
    ['Web ライブラリのメッセージ', '/ja/developers/integration-guides/web/messages'],
    // Issue 30: what Japanese readers type, in their words (the pages may keep the English term).
    ['アクセストークン', '/ja/developers/api-reference/reporting/query-api'],
    ['よくある質問', '/ja/developers/integration-guides/faq'],
    ['決済代行', '/ja/developers/integration-guides/ads/payment-processors'],
    ['リファラルの検証 Node.js', '/ja/developers/integration-guides/ads/validate-referrals/nodejs'],
    ['Android サンドボックス', '/ja/developers/integration-guides/android/sandbox'],
    ['インテグレーションモニター', '/ja/developers/integration-guides/integration-monitor'],
    ['SAML 設定', '/ja/developers/integration-guides/data-and-security/saml'],
    ['データ削除', '/ja/developers/api-reference/data-deletion-api'],
    ['iOS 初期化', '/ja/developers/integration-guides/ios/integrating-and-initializing'],
    ['Web セキュリティ', '/ja/developers/integration-guides/data-and-security/web-security'],
    // The English term the ja pages write as サンドボックス. Alone, "sandbox" fits
    // six platforms' sandbox pages equally: a reader who means one names it.
    ['Android sandbox', '/ja/developers/integration-guides/android/sandbox'],
  ],
  fr: [
    ['glossaire', '/fr/glossary'],
    ['sécurité web', '/fr/developers/integration-guides/data-and-security/web-security'],
    ['configuration SAML', '/fr/developers/integration-guides/data-and-security/saml'],
    ['planifier des rapports', '/fr/user-guides/acme-ecommerce/reporting/how-to/schedule-reports'],
    ['métadonnées des transactions', '/fr/user-guides/acme-ecommerce/reporting/resources/transaction-metadata'],
    ['types de page', '/fr/user-guides/acme-ecommerce/pages/resources/page-types'],
    ['entrepôt de données', '/fr/developers/integration-guides/ads/data-warehouse'],
    ['messages de la bibliothèque web', '/fr/developers/integration-guides/web/messages'],
    ['bonnes pratiques Cordova', '/fr/developers/integration-guides/cordova/best-practices'],
    // Stemmed: "rapport" finds "rapports", "planifié" finds "planifier".
    ['rapport planifié', '/fr/user-guides/acme-ecommerce/reporting/how-to/schedule-reports'],
    ['dons ajoutés au panier', '/fr/developers/integration-guides/add-to-cart-donations'],
    ['plateforme de données client', '/fr/developers/integration-guides/ads/cdp'],
    ['SDK web annonceurs', '/fr/developers/integration-guides/ads/web-sdk'],
    ['initialiser le SDK Cordova', '/fr/developers/integration-guides/cordova/integrating-and-initializing'],
    ['conversions .NET MAUI', '/fr/developers/integration-guides/maui/reporting-conversions'],
    ['dépannage serveur à serveur', '/fr/server-to-server/web-troubleshooting'],
    ['centre de confiance', '/fr/trust-center'],
    ['fournisseurs de mesure tiers', '/fr/third-party-measurement-providers'],
    ['publicité en libre-service', '/fr/user-guides/acme-ads/self-service'],
    ['tableau de bord des transactions', '/fr/user-guides/acme-ecommerce/reporting/how-to/transactions-dashboard'],
    ['modèles de rapport', '/fr/user-guides/acme-ecommerce/reporting/how-to/manage-templates'],
    ['politiques publicitaires', '/fr/user-guides/acme-policies/ads'],
    ['premiers pas Shopify', '/fr/platforms/shopify/get-started'],
    // Issue 30: what French readers type, in their words (the pages may keep the English term).
    ['bac à sable Android', '/fr/developers/integration-guides/android/sandbox'],
    ['jeton d’accès', '/fr/developers/api-reference/reporting/query-api'],
    ['questions fréquentes intégration', '/fr/developers/integration-guides/faq'],
    ['authentification unique', '/fr/developers/integration-guides/data-and-security/sso'],
    ['valider les redirections Java', '/fr/developers/integration-guides/ads/validate-referrals/java'],
    ['moniteur d’intégration', '/fr/developers/integration-guides/integration-monitor'],
    ['chiffrement des données', '/fr/developers/integration-guides/data-and-security/encryption'],
    ['suppression des données', '/fr/developers/api-reference/data-deletion-api'],
    ['intégrer le SDK iOS', '/fr/developers/integration-guides/ios/integrating-and-initializing'],
    ['API panier', '/fr/developers/api-reference/cart-api'],
    ['fenêtre d’attribution', '/fr/glossary'],
  ],
};

for (const [locale, cases] of Object.entries(relevance)) {
  test(`${locale}: ${cases.length} queries each find their page among the first three results`, async ({ page }) => {
    test.setTimeout(cases.length * 10_000);
    await openPage(page, locale === 'en' ? '/' : `/${locale}/`);
    await openWithSlash(page);
    const misses: string[] = [];
    for (const [query, expected] of cases) {
      await search(page, query);
      // The list settles once the query's page data has loaded.
      const found = await expect
        .poll(async () => (await resultPages(page)).slice(0, 3), { timeout: 5_000 })
        .toContain(expected)
        .then(
          () => true,
          () => false,
        );
      if (!found)
        misses.push(`“${query}” → ${expected}; got ${(await resultPages(page)).slice(0, 3).join(', ') || 'nothing'}`);
    }
    expect(misses, 'queries whose page is not among the first three results').toEqual([]);
  });
}
