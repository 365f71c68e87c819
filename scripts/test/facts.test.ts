import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { describeFinding, factFindings, type Locale } from '../lib/facts-check.ts';
import { siteDir } from '../lib/paths.ts';
import { translationStatuses } from '@acme-docs/site/translation-status';
import { DEFAULT_RATE_LIMIT, RATE_LIMIT_SCOPE, TOKEN_TTL_SECONDS } from '@acme-docs/query-api/limits';
import { openApiFacts, readOpenApiFacts } from '@acme-docs/site/data/facts/openapi';
import { queryApi } from '@acme-docs/site/data/facts/query-api';
import { characterLimits } from '@acme-docs/site/data/facts/ads';
import { dataFields } from '@acme-docs/site/data/facts/data-fields';

// One fact, one place (issue #29): prose in every locale agrees with the facts
// modules of site/src/data/facts, and the check finds each of the 14
// contradictions when it is put back, in English, Japanese and French.

const listMarkdown = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((f) => /\.mdx?$/.test(f))
        .sort()
    : [];

const findingsIn = (dir: string, locale: Locale, pages = listMarkdown(dir)) =>
  pages.flatMap((page) =>
    factFindings(fs.readFileSync(path.join(dir, page), 'utf8'), { locale, page }).map((f) =>
      describeFinding(path.relative(siteDir, path.join(dir, page)), f),
    ),
  );

const docsDir = (locale: string) =>
  locale === 'en'
    ? path.join(siteDir, 'docs')
    : path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-docs/current');
const postsDir = (locale: string) =>
  locale === 'en'
    ? path.join(siteDir, 'release-notes')
    : path.join(siteDir, 'i18n', locale, 'docusaurus-plugin-content-blog-release-notes');

describe('prose agrees with the facts modules', () => {
  it('in every English page and release note', () => {
    const problems = [...findingsIn(docsDir('en'), 'en'), ...findingsIn(postsDir('en'), 'en')];
    assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
  });

  for (const locale of ['ja', 'fr'] as const) {
    it(`in every ${locale} translation recorded as current, and its release notes`, (t) => {
      const statuses = translationStatuses(siteDir, [locale]);
      const current = statuses.filter((s) => s.state === 'current').map((s) => s.page);
      const pending = statuses.filter((s) => s.state === 'drifted').map((s) => s.page);
      // A drifted translation already tells its readers it is out of date, and
      // waits for its translator: what it still says wrong is listed, not failed.
      const waiting = findingsIn(docsDir(locale), locale, pending);
      if (waiting.length) t.diagnostic(`${locale}: drifted translations to update:\n${waiting.join('\n')}`);
      const problems = [...findingsIn(docsDir(locale), locale, current), ...findingsIn(postsDir(locale), locale)];
      assert.deepEqual(problems, [], `\n${problems.join('\n')}`);
    });
  }
});

describe('the facts modules read what their sources state', () => {
  it('the Query API limits come from its code', () => {
    assert.equal(queryApi.rateLimit.max, DEFAULT_RATE_LIMIT.max);
    assert.equal(queryApi.rateLimit.windowSeconds, DEFAULT_RATE_LIMIT.windowSeconds);
    assert.equal(queryApi.rateLimit.per, RATE_LIMIT_SCOPE);
    assert.equal(queryApi.tokenLifetimeSeconds, TOKEN_TTL_SECONDS);
  });

  it('the partner API facts come from the OpenAPI files, and fail loudly when a file stops stating them', () => {
    assert.equal(Object.keys(openApiFacts.rateLimits).length, 11);
    assert.deepEqual(characterLimits.sharedCouponCode, { min: 3, max: 40 });
    assert.deepEqual(characterLimits.uniqueCouponCode, { min: 3, max: 40 });
    const copy = fs.mkdtempSync(path.join(fs.mkdtempSync('/tmp/facts-'), 'openapi-'));
    for (const file of fs.readdirSync(path.join(siteDir, 'static/openapi')))
      fs.copyFileSync(path.join(siteDir, 'static/openapi', file), path.join(copy, file));
    const coupon = path.join(copy, 'coupon-api.yaml');
    fs.writeFileSync(coupon, fs.readFileSync(coupon, 'utf8').replace(/maxLength: 40/g, 'maxLength: 48'));
    assert.deepEqual(readOpenApiFacts(copy).couponCode.shared, { min: 3, max: 48 });
    fs.writeFileSync(coupon, fs.readFileSync(coupon, 'utf8').replace(/- Rate limit: .*\n/, ''));
    assert.throws(() => readOpenApiFacts(copy), /coupon-api\.yaml: the "Rate limit:" line/);
  });

  it('the data fields cover every attribute the web reference and the Partner Experiences API name', () => {
    const keys = new Set(dataFields.map((f) => f.key));
    const page = fs.readFileSync(path.join(docsDir('en'), 'developers/integration-guides/web/reference.md'), 'utf8');
    // The attributes table of selectPlacements, from its header row to the blank line after it.
    const reference = page.slice(page.indexOf('| Key | Format | Example |')).split('\n\n')[0]!;
    const referenceKeys = [...reference.matchAll(/^\| `([a-z0-9]+)`(?:, `([a-z0-9]+)`)? \|/gm)].flatMap((m) =>
      [m[1]!, m[2]].filter((k): k is string => Boolean(k)),
    );
    assert.ok(referenceKeys.includes('zipcode') && referenceKeys.includes('lastname'), referenceKeys.join());
    const missing = [...new Set([...referenceKeys, ...openApiFacts.experienceAttributes])].filter((k) => !keys.has(k));
    assert.deepEqual(missing, []);
  });
});

// ---------------------------------------------------------------------------
// The 14 contradictions of issue #29, each as the issue describes it, in each
// locale; and beside each, the corrected wording, which the check accepts.

interface Plant {
  /** The rule that must report it. */
  rule: string;
  /** The page it is put back into (some rules read the page's subject). */
  page: string;
  wrong: Record<Locale, string>;
  right: Record<Locale, string>;
}

const plants: Record<string, Plant[]> = {
  '1. rate-limit scope': [
    {
      rule: 'rate-limit-scope',
      page: '2026-09-08-query-api-csv-etags-limits.md',
      wrong: {
        en: '- **Rate limits.** Each token may make 120 requests per 60-second window.',
        ja: '- **レート制限。** 各トークンは 60 秒のウィンドウごとに 120 件のリクエストを送信できます。',
        fr: '- **Limites de débit.** Chaque jeton peut envoyer 120 requêtes par fenêtre de 60 secondes.',
      },
      right: {
        en: '- **Rate limits.** Each app ID may make 120 requests per 60-second window, whichever of its tokens it uses.',
        ja: '- **レート制限。** 各アプリ ID は、どのトークンを使っても 60 秒のウィンドウごとに 120 件のリクエストを送信できます。',
        fr: "- **Limites de débit.** Chaque ID d'application peut envoyer 120 requêtes par fenêtre de 60 secondes, quel que soit le jeton.",
      },
    },
    {
      rule: 'rate-limit-scope',
      page: 'developers/api-reference/overview.md',
      wrong: {
        en: '- **Rate limits** are per token and per minute, announced in `RateLimit-*` headers: 120 for the Query and Embedded Actions APIs.',
        ja: '- **レート制限**はトークンごと、1 分あたりで、`RateLimit-*` ヘッダーで通知されます。Query API は 120 です。',
        fr: '- **Limites de débit** : par jeton et par minute, annoncées dans les en-têtes `RateLimit-*` : 120 pour la Query API.',
      },
      right: {
        en: '- **Rate limits** are announced in `RateLimit-*` headers: <RateLimits />',
        ja: '- **レート制限**は `RateLimit-*` ヘッダーで通知されます。<RateLimits />',
        fr: '- **Limites de débit** : annoncées dans les en-têtes `RateLimit-*`. <RateLimits />',
      },
    },
  ],
  '2. order ids': [
    {
      rule: 'order-dimension',
      page: 'developers/api-reference/reporting/overview.md',
      wrong: {
        en: '| Reporting that reacts to your own data, such as joining on order ids you hold | The Query API, then join in your warehouse |',
        ja: '| 自社が保持する注文 ID との結合など、自社のデータに応じたレポートがほしい | Query API で取得し、ウェアハウスで結合する |',
        fr: '| Des rapports qui tiennent compte de vos propres données, par exemple une jointure sur les numéros de commande dont vous disposez | La Query API |',
      },
      right: {
        en: '| Acme figures beside your own daily sales, joined by day and campaign | The Query API, then join in your warehouse |',
        ja: '| 自社の日次売上と Acme の数値を日付とキャンペーンで並べたい | Query API で取得し、ウェアハウスで結合する |',
        fr: '| Les chiffres Acme à côté de vos ventes quotidiennes, par jour et par campagne | La Query API |',
      },
    },
  ],
  '3. what an impression is': [
    {
      rule: 'impression-definition',
      page: 'third-party-measurement-providers.md',
      wrong: {
        en: '- An **impression** is counted when a layout reports `placementShown`.',
        ja: '- **インプレッション**は、レイアウトが `placementShown` を報告したときにカウントされます。',
        fr: "- Une **impression** est comptée lorsqu'une mise en page signale `placementShown`.",
      },
      right: {
        en: '- An **impression** is one display of one offer; a layout reporting `placementShown` counts one layout impression.',
        ja: '- **インプレッション**はオファー 1 件の表示です。`placementShown` はレイアウトインプレッションを 1 回カウントします。',
        fr: '- Une **impression** est un affichage d’une offre ; `placementShown` compte une impression de mise en page.',
      },
    },
    {
      rule: 'viewability-metric',
      page: 'third-party-measurement-providers.md',
      wrong: {
        en: 'Viewability is measured by Acme with the threshold above and reported per campaign.',
        ja: 'ビューアビリティは Acme が上記のしきい値で計測し、キャンペーンごとに報告します。',
        fr: 'La visibilité est mesurée par Acme avec le seuil ci-dessus et indiquée par campagne.',
      },
      right: {
        en: 'Acme reports impressions, not viewability.',
        ja: 'Acme はインプレッションを報告します。',
        fr: 'Acme compte des impressions.',
      },
    },
  ],
  '4. creative tracking': [
    {
      rule: 'creative-trackers',
      page: 'third-party-measurement-providers.md',
      wrong: {
        en: 'In Acme Ads, open the creative and go to **Tracking**. You can add up to three impression tracker URLs.',
        ja: 'Acme Ads でクリエイティブを開き、**トラッキング** に移動します。',
        fr: 'Dans Acme Ads, ouvrez la création et allez dans **Suivi**.',
      },
      right: {
        en: 'In Acme Ads, open the creative and select **Preview**.',
        ja: 'Acme Ads でクリエイティブを開き、**プレビュー**を選択します。',
        fr: 'Dans Acme Ads, ouvrez la création et sélectionnez **Aperçu**.',
      },
    },
  ],
  '5. coupon codes': [
    {
      rule: 'coupon-code-length',
      page: 'user-guides/acme-ads/creatives.md',
      wrong: {
        en: '| **Coupon code** | The code shown and copied in the layout (Coupon) | letters, digits, `-` | — | 3–32 characters |',
        ja: '| **クーポンコード** | レイアウトに表示され、コピーされるコード（クーポン） | 英字、数字、`-` | — | 3～32 文字 |',
        fr: '| **Code promo** | Le code affiché et copié dans la mise en page (Coupon) | lettres, chiffres, `-` | — | 3 à 32 caractères |',
      },
      right: {
        en: '| **Coupon code** | The code shown and copied in the layout (Coupon) | letters, digits, `-` | — | 3–40 characters |',
        ja: '| **クーポンコード** | レイアウトに表示され、コピーされるコード（クーポン） | 英字、数字、`-` | — | 3～40 文字 |',
        fr: '| **Code promo** | Le code affiché et copié dans la mise en page (Coupon) | lettres, chiffres, `-` | — | 3 à 40 caractères |',
      },
    },
  ],
  '6. your own creative in the sandbox': [
    {
      rule: 'sandbox-offers',
      page: 'user-guides/acme-ads/creatives.md',
      wrong: {
        en: "- Engage with your offer in a partner's sandbox or a test checkout.",
        ja: '- パートナーのサンドボックスやテスト用のチェックアウトで自分のオファーに反応します。',
        fr: "- Interagissez avec votre offre dans la sandbox d'un partenaire ou dans un paiement de test.",
      },
      right: {
        en: "- The sandbox shows Acme's test offers only, so look at your creative with **Preview**.",
        ja: '- サンドボックスには Acme のテストオファーしか表示されないため、クリエイティブは**プレビュー**で確認します。',
        fr: "- La sandbox n'affiche que les offres de test d'Acme : regardez votre création avec **Aperçu**.",
      },
    },
  ],
  '7. mobile numbers': [
    {
      rule: 'mobile-protection',
      page: 'user-guides/acme-policies/protecting-the-customer-experience.md',
      wrong: {
        en: "- E-mail addresses and mobile numbers are hashed with SHA-256 before they leave the customer's device.",
        ja: '- メールアドレスと携帯電話番号は、顧客のデバイスから送信される前に SHA-256 でハッシュ化されます。',
        fr: "- Les adresses e-mail et les numéros de mobile sont hachés en SHA-256 avant de quitter l'appareil du client.",
      },
      right: {
        en: '- Mobile numbers travel as E.164 over TLS and are hashed with SHA-256 the moment they arrive.',
        ja: '- 携帯電話番号は E.164 形式で TLS 経由で送られ、届いた時点で SHA-256 でハッシュ化されます。',
        fr: '- Les numéros de mobile voyagent au format E.164 sur TLS et sont hachés en SHA-256 dès leur arrivée.',
      },
    },
  ],
  '8. trust center data list': [
    {
      rule: 'data-field-list',
      page: 'trust-center.md',
      wrong: {
        en: "- **E-mail addresses** leave the customer's device only as a SHA-256 hash.\n- **Mobile numbers** are hashed the moment they arrive.\n- **IP addresses** are stored truncated.",
        ja: '- **メールアドレス**は、SHA-256 のハッシュとしてのみ送信されます。\n- **携帯電話番号**は、届いた時点でハッシュ化されます。\n- **IP アドレス**は切り詰めて保存されます。',
        fr: "- **Les adresses e-mail** ne quittent l'appareil que hachées.\n- **Les numéros de mobile** sont hachés dès leur arrivée.\n- **Les adresses IP** sont tronquées.",
      },
      right: {
        en: '- **E-mail addresses** are hashed on the device.\n- **Mobile numbers** are hashed on arrival.\n- **Names** (`firstname`, `lastname`) are never stored.\n- **Postal codes** (`zipcode`) are truncated.',
        ja: '- **メールアドレス**は端末上でハッシュ化されます。\n- **携帯電話番号**は届いた時点でハッシュ化されます。\n- **氏名**（`firstname`、`lastname`）は保存されません。\n- **郵便番号**（`zipcode`）は切り詰められます。',
        fr: '- **Les adresses e-mail** sont hachées sur l’appareil.\n- **Les numéros de mobile** sont hachés à l’arrivée.\n- **Les noms** (`firstname`, `lastname`) ne sont jamais stockés.\n- **Les codes postaux** (`zipcode`) sont tronqués.',
      },
    },
  ],
  '9. age rule': [
    {
      rule: 'age-rule',
      page: 'user-guides/acme-ecommerce/controls.md',
      wrong: {
        en: 'The restricted categories stay blocked unless you allow them; their offers never reach customers whose age Acme does not know.',
        ja: '制限付きのカテゴリーは、許可しない限りブロックされたままです。これらのカテゴリーのオファーは Acme が年齢を把握していない顧客には届きません。',
        fr: "Les catégories restreintes restent bloquées tant que vous ne les autorisez pas ; leurs offres n'atteignent jamais les clients dont Acme ne connaît pas l'âge.",
      },
      right: {
        en: 'The restricted categories stay blocked unless you allow them. Alcohol, Dating and Gambling offers never reach customers whose age Acme does not know.',
        ja: '制限付きのカテゴリーは、許可しない限りブロックされたままです。アルコール、出会い、ギャンブルのオファーは Acme が年齢を把握していない顧客には届きません。',
        fr: "Les catégories restreintes restent bloquées tant que vous ne les autorisez pas. Les offres Alcool, Rencontres et Jeux d'argent n'atteignent jamais les clients dont Acme ne connaît pas l'âge.",
      },
    },
  ],
  '10. who changes the default attribution window': [
    {
      rule: 'attribution-window-role',
      page: 'glossary.md',
      wrong: {
        en: '- **Attribution window** — The period after a referral. The default is **30 days**; an Admin can change the account default under **Conversions → Attribution**.',
        ja: '- **アトリビューションウィンドウ** — リファラルの後の期間です。デフォルトは **30 日**です。管理者は**コンバージョン → アトリビューション**でアカウントのデフォルトを変更できます。',
        fr: "- **Fenêtre d'attribution** — La période qui suit une redirection. Elle est de **30 jours** par défaut ; un Administrateur peut modifier la valeur par défaut du compte.",
      },
      right: {
        en: '- **Attribution window** — The period after a referral. The default is <AttributionWindow value="default" />; an Admin, Developer or Editor can change the account default.',
        ja: '- **アトリビューションウィンドウ** — リファラルの後の期間です。管理者、開発者、編集者はアカウントのデフォルトを変更できます。',
        fr: "- **Fenêtre d'attribution** — La période qui suit une redirection. Un Administrateur, Développeur ou Éditeur peut modifier la valeur par défaut du compte.",
      },
    },
  ],
  "11. when a day's figures settle": [
    {
      rule: 'settle-delay',
      page: 'user-guides/acme-ads/reporting.md',
      wrong: {
        en: "| Today's figures look low | Acquisitions keep arriving for past days | Judge complete days; compare a day again after the attribution window |",
        ja: '| 今日の数値が少なく見える | 過去の日の獲得も引き続き届く | 完了した日で判断し、アトリビューションウィンドウの経過後にもう一度比較する |',
        fr: "| Les chiffres du jour semblent faibles | Des acquisitions continuent d'arriver | Comparez à nouveau un jour une fois la fenêtre d'attribution écoulée |",
      },
      right: {
        en: "| Today's figures look low | Acquisitions keep arriving for past days | Judge complete days; a day's figures are final 7 days after it |",
        ja: '| 今日の数値が少なく見える | 過去の日の獲得も引き続き届く | 完了した日で判断する。1 日の数値は 7 日後に確定する |',
        fr: "| Les chiffres du jour semblent faibles | Des acquisitions continuent d'arriver | Les chiffres d'un jour sont définitifs 7 jours après |",
      },
    },
  ],
  '12. settings visibility': [
    {
      rule: 'settings-visibility',
      page: 'user-guides/acme-ecommerce/account.md',
      wrong: {
        en: '| A colleague cannot see **Settings** or **Developers** | Their role hides those items | An Admin changes the role |',
        ja: '| 同僚に**設定**や**開発者**が表示されない | その項目がロールによって非表示になっている | 管理者がロールを変更する |',
        fr: '| Un collègue ne voit pas **Paramètres** ou **Développeurs** | Son rôle masque ces éléments | Un Administrateur modifie le rôle |',
      },
      right: {
        en: '| A colleague cannot see **Settings → Users** or **Developers** | Their role hides those items | An Admin changes the role |',
        ja: '| 同僚に**設定 → ユーザー**や**開発者**が表示されない | その項目がロールによって非表示になっている | 管理者がロールを変更する |',
        fr: '| Un collègue ne voit pas **Paramètres → Utilisateurs** ou **Développeurs** | Son rôle masque ces éléments | Un Administrateur modifie le rôle |',
      },
    },
  ],
  '13. integration monitor': [
    {
      rule: 'integration-monitor-columns',
      page: 'user-guides/acme-ecommerce/campaigns.md',
      wrong: {
        en: "- In the integration monitor, selections after the change no longer return that campaign's offers.",
        ja: '- インテグレーションモニターで、変更後の選択がそのキャンペーンのオファーを返さなくなっていること。',
        fr: "- Dans le moniteur d'intégration, les sélections postérieures à la modification ne renvoient plus les offres de cette campagne.",
      },
      right: {
        en: '- The campaign reads **Blocked (campaign)** in **Status on your pages**.',
        ja: '- キャンペーンの**自社ページでのステータス**が**ブロック（キャンペーン）**になっていること。',
        fr: '- La campagne indique **Bloquée (campagne)** dans **Statut sur vos pages**.',
      },
    },
  ],
  '14. personal API credentials': [
    {
      rule: 'credentials-location',
      page: 'developers/api-reference/reporting/reporting-api.md',
      wrong: {
        en: '- **Credentials.** Open the user menu at the top right, then **Personal API credentials**, and create an app id.',
        ja: '- **認証情報。** 右上のユーザーメニューを開き、**個人用 API 認証情報**を選んで、アプリ ID を作成します。',
        fr: "- **Identifiants.** Ouvrez le menu utilisateur en haut à droite, puis **Identifiants d'API personnels**, et créez un ID d'application.",
      },
      right: {
        en: '- **Credentials.** Open the user menu at the top right, choose **Profile**, then **Personal API credentials**.',
        ja: '- **認証情報。** 右上のユーザーメニューを開き、**プロフィール**を選んで、**個人用 API 認証情報**タブを開きます。',
        fr: "- **Identifiants.** Ouvrez le menu utilisateur en haut à droite, choisissez **Profil**, puis **Identifiants d'API personnels**.",
      },
    },
  ],
};

describe('each of the 14 contradictions, put back, is reported', () => {
  for (const [contradiction, cases] of Object.entries(plants)) {
    it(contradiction, () => {
      for (const { rule, page, wrong, right } of cases) {
        for (const locale of ['en', 'ja', 'fr'] as const) {
          const found = (text: string) => factFindings(`---\ntitle: t\n---\n\n${text}\n`, { locale, page });
          assert.ok(
            found(wrong[locale]).some((f) => f.rule === rule),
            `${locale}: ${rule} should report: ${wrong[locale]}`,
          );
          assert.deepEqual(
            found(right[locale]).map((f) => f.rule),
            [],
            `${locale}: nothing to report in: ${right[locale]}`,
          );
        }
      }
    });
  }
});
