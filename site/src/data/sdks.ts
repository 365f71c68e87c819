// The one place for SDK package names, install commands, versions, minimum
// OS versions and release history. Pages never hard-code these: they render
// them with <SdkInstall>, <SdkVersion>, <SdkMinimumOs> and <SdkReleases>
// (site/src/components/Sdk and SdkFacts), and a content test rejects copies in the docs.

export type Platform = 'android' | 'ios' | 'flutter' | 'reactnative' | 'cordova' | 'maui';

export interface Release {
  version: string;
  /** Release date, YYYY-MM-DD. */
  date: string;
  changes: string[];
}

export interface InstallStep {
  /** Tab label, e.g. "Gradle (Kotlin DSL)". */
  label: string;
  /** Prism language of the snippet. */
  language: string;
  /** File the snippet belongs in, shown as the code block title. */
  file?: string;
  code: (version: string) => string;
}

export interface Sdk {
  platform: Platform;
  name: string;
  /** The package id in its registry. */
  packageName: string;
  registry: string;
  minimumOs: string;
  /** Build tools the SDK is compiled and tested against. */
  toolchain: string;
  install: InstallStep[];
  /** Newest first: releases[0] is the current version. */
  releases: Release[];
}

const majorMinor = (version: string) => version.split('.').slice(0, 2).join('.');

// The cross-platform SDKs wrap the native ones, so their minimum is the native pair.
const androidMinimum = 'Android 7.0 (API level 24)';
const iosMinimum = 'iOS 15.0';
const nativeMinimum = `${androidMinimum} and ${iosMinimum}`;

export const sdks: Record<Platform, Sdk> = {
  android: {
    platform: 'android',
    name: 'Acme Android SDK',
    packageName: 'com.acme:acme-android-sdk',
    registry: 'Maven Central',
    minimumOs: androidMinimum,
    toolchain: 'compileSdk 35, Android Gradle Plugin 8.5 or later, Kotlin 1.9 or later, Java 17',
    install: [
      {
        label: 'Gradle (Kotlin DSL)',
        language: 'kotlin',
        file: 'app/build.gradle.kts',
        code: (v) => `dependencies {\n    implementation("com.acme:acme-android-sdk:${v}")\n}`,
      },
      {
        label: 'Gradle (Groovy)',
        language: 'groovy',
        file: 'app/build.gradle',
        code: (v) => `dependencies {\n    implementation 'com.acme:acme-android-sdk:${v}'\n}`,
      },
    ],
    releases: [
      {
        version: '4.3.0',
        date: '2026-10-06',
        changes: [
          'Placement events are also published as a Kotlin `Flow` from `Acme.events(identifier)`.',
          'Bottom sheet layouts respect the system navigation bar insets on Android 15 edge-to-edge screens.',
        ],
      },
      {
        version: '4.2.1',
        date: '2026-07-21',
        changes: [
          'Fixed an `IllegalStateException` when `selectPlacements` was called while the activity was being recreated.',
        ],
      },
      {
        version: '4.2.0',
        date: '2026-05-12',
        changes: [
          'Added the `NoPlacements` event, sent when a selection has nothing to show.',
          'The SDK now declares its R8 keep rules itself; apps no longer need their own.',
        ],
      },
      {
        version: '4.1.0',
        date: '2026-02-17',
        changes: [
          '`AcmeEmbeddedView` resizes to its content without a layout pass of the whole screen.',
          'Raised the minimum to Android 7.0 (API level 24).',
        ],
      },
      {
        version: '4.0.0',
        date: '2025-11-04',
        changes: [
          'One `PlacementListener` with `onLoad`, `onUnload` and `onEvent` replaces the separate callbacks of 3.x.',
          '`reportConversion` takes an `AcmeConversion` with the amount as a `BigDecimal`.',
        ],
      },
    ],
  },
  ios: {
    platform: 'ios',
    name: 'Acme iOS SDK',
    packageName: 'AcmeSDK',
    registry: 'Swift Package Manager and CocoaPods',
    minimumOs: iosMinimum,
    toolchain: 'Xcode 16 or later, Swift 5.9 or later',
    install: [
      {
        label: 'Swift Package Manager',
        language: 'swift',
        file: 'Package.swift',
        code: (v) =>
          [
            '// swift-tools-version:5.9',
            'import PackageDescription',
            '',
            'let package = Package(',
            '    name: "ThamesTickets",',
            '    platforms: [.iOS(.v15)],',
            `    dependencies: [.package(url: "https://git.acme.example/acme-ios-sdk.git", from: "${v}")],`,
            '    targets: [.target(name: "ThamesTickets", dependencies: [.product(name: "AcmeSDK", package: "acme-ios-sdk")])]',
            ')',
          ].join('\n'),
      },
      {
        label: 'CocoaPods',
        language: 'ruby',
        file: 'Podfile',
        code: (v) => `pod 'AcmeSDK', '~> ${majorMinor(v)}'`,
      },
    ],
    releases: [
      {
        version: '3.8.0',
        date: '2026-10-13',
        changes: [
          '`AcmeEmbeddedLayout` for SwiftUI sizes itself from its content inside `ScrollView`.',
          'Built with Xcode 16; the package declares a privacy manifest.',
        ],
      },
      {
        version: '3.7.2',
        date: '2026-08-04',
        changes: ['Fixed overlay layouts being dismissed when the app returned from the background during a referral.'],
      },
      {
        version: '3.7.0',
        date: '2026-05-26',
        changes: [
          'Added the `.noPlacements` event.',
          'Callbacks are always delivered on the main queue, also when `selectPlacements` is called from a background task.',
        ],
      },
      {
        version: '3.6.0',
        date: '2026-01-27',
        changes: [
          'Raised the minimum to iOS 15.0.',
          '`reportConversion` accepts an `AcmeConversion` with a `Decimal` amount.',
        ],
      },
      { version: '3.5.0', date: '2025-10-14', changes: ['First release with the SwiftUI `AcmeEmbeddedLayout` view.'] },
    ],
  },
  flutter: {
    platform: 'flutter',
    name: 'Acme Flutter SDK',
    packageName: 'acme_flutter_sdk',
    registry: 'pub.dev',
    minimumOs: nativeMinimum,
    toolchain: 'Flutter 3.22 or later, Dart 3.4 or later',
    install: [
      {
        label: 'pubspec.yaml',
        language: 'yaml',
        file: 'pubspec.yaml',
        code: (v) => `dependencies:\n  acme_flutter_sdk: ^${v}`,
      },
      {
        label: 'Command line',
        language: 'bash',
        code: (v) => `flutter pub add acme_flutter_sdk:^${v}`,
      },
    ],
    releases: [
      {
        version: '2.5.0',
        date: '2026-10-20',
        changes: [
          '`AcmeEvent` is a sealed class, so a `switch` over events is checked for exhaustiveness.',
          'Built on Android SDK 4.3.0 and iOS SDK 3.8.0.',
        ],
      },
      {
        version: '2.4.1',
        date: '2026-08-11',
        changes: ['Fixed `AcmeEmbeddedLayout` keeping a zero height after a hot restart in debug builds.'],
      },
      {
        version: '2.4.0',
        date: '2026-06-02',
        changes: ['Added the `NoPlacements` event.', 'Built on Android SDK 4.2.0 and iOS SDK 3.7.0.'],
      },
      {
        version: '2.3.0',
        date: '2026-02-24',
        changes: ['Requires Dart 3.4; raised the minimum to Android 7.0 and iOS 15.0 to match the native SDKs.'],
      },
    ],
  },
  reactnative: {
    platform: 'reactnative',
    name: 'Acme React Native SDK',
    packageName: '@acme/react-native-sdk',
    registry: 'npm',
    minimumOs: nativeMinimum,
    toolchain: 'React Native 0.74 or later (New Architecture and the old one), TypeScript 5 typings included',
    install: [
      {
        label: 'npm',
        language: 'bash',
        code: (v) => `npm install @acme/react-native-sdk@${v}\ncd ios && pod install`,
      },
      {
        label: 'Yarn',
        language: 'bash',
        code: (v) => `yarn add @acme/react-native-sdk@${v}\ncd ios && pod install`,
      },
    ],
    releases: [
      {
        version: '3.1.0',
        date: '2026-10-27',
        changes: [
          'Works as a TurboModule under the New Architecture; the old architecture stays supported.',
          'Built on Android SDK 4.3.0 and iOS SDK 3.8.0.',
        ],
      },
      {
        version: '3.0.2',
        date: '2026-07-28',
        changes: ['Fixed `addEventListener` subscriptions leaking after a Fast Refresh.'],
      },
      {
        version: '3.0.0',
        date: '2026-04-14',
        changes: [
          '`Acme.initialize` and `Acme.selectPlacements` take one options object and return promises.',
          'Added the `noPlacements` event.',
        ],
      },
      { version: '2.6.0', date: '2025-12-09', changes: ['Added `<AcmeEmbeddedLayout>` for embedded layouts.'] },
    ],
  },
  cordova: {
    platform: 'cordova',
    name: 'Acme Cordova plugin',
    packageName: 'acme-cordova-sdk',
    registry: 'npm',
    minimumOs: nativeMinimum,
    toolchain: 'Cordova CLI 12 or later, cordova-android 13 or later, cordova-ios 7 or later',
    install: [
      {
        label: 'Cordova CLI',
        language: 'bash',
        code: (v) => `cordova plugin add acme-cordova-sdk@${v}`,
      },
      {
        label: 'Ionic (Capacitor not supported)',
        language: 'bash',
        code: (v) => `ionic cordova plugin add acme-cordova-sdk@${v}`,
      },
    ],
    releases: [
      {
        version: '2.2.0',
        date: '2026-09-29',
        changes: [
          'Bottom sheet layouts on Android follow the WebView’s safe-area insets.',
          'Built on Android SDK 4.3.0 and iOS SDK 3.8.0.',
        ],
      },
      {
        version: '2.1.0',
        date: '2026-05-19',
        changes: ['Added the `noPlacements` event.', '`Acme.reportConversion` returns a promise.'],
      },
      {
        version: '2.0.0',
        date: '2026-01-13',
        changes: [
          'Requires cordova-android 13 and cordova-ios 7.',
          'Removed the deprecated `Acme.show` call; use `Acme.selectPlacements`.',
        ],
      },
    ],
  },
  maui: {
    platform: 'maui',
    name: 'Acme .NET MAUI SDK',
    packageName: 'AcmeSdk.Maui',
    registry: 'NuGet',
    minimumOs: nativeMinimum,
    toolchain: '.NET 8 or .NET 9 with the MAUI workload',
    install: [
      {
        label: '.NET CLI',
        language: 'bash',
        code: (v) => `dotnet add package AcmeSdk.Maui --version ${v}`,
      },
      {
        label: 'Project file',
        language: 'xml',
        file: 'MyApp.csproj',
        code: (v) => `<ItemGroup>\n  <PackageReference Include="AcmeSdk.Maui" Version="${v}" />\n</ItemGroup>`,
      },
    ],
    releases: [
      {
        version: '1.6.0',
        date: '2026-10-08',
        changes: [
          'Supports .NET 9; `AcmeEmbeddedView` works inside `CollectionView` headers and footers.',
          'Built on Android SDK 4.3.0 and iOS SDK 3.8.0.',
        ],
      },
      {
        version: '1.5.1',
        date: '2026-07-07',
        changes: ['Fixed `SelectPlacementsAsync` completing twice when the page was popped during loading.'],
      },
      {
        version: '1.5.0',
        date: '2026-04-21',
        changes: [
          'Added the `NoPlacements` event.',
          '`UseAcme` on `MauiAppBuilder` initialises the SDK from app start-up.',
        ],
      },
      {
        version: '1.4.0',
        date: '2025-12-16',
        changes: ['Requires .NET 8; removed Xamarin.Forms compatibility shims.'],
      },
    ],
  },
};

export const currentVersion = (platform: Platform): string => sdks[platform].releases[0]!.version;

export const platforms = Object.keys(sdks) as Platform[];
