import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import globalData from '@generated/globalData';
import type { DatadogOptions } from '../../data/services';

// Loaded only when the plugin is configured; the SDK chunk is fetched lazily.
if (ExecutionEnvironment.canUseDOM) {
  const options = globalData['acme-datadog']?.default as DatadogOptions | undefined;
  if (options) {
    void import('./monitoring').then(({ startMonitoring }) => startMonitoring(options));
  }
}
