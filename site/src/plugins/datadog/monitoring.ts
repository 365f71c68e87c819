import { datadogRum } from '@datadog/browser-rum';
import { datadogLogs } from '@datadog/browser-logs';
import type { DatadogOptions } from '../../data/services';

// REQ-THIRDPARTY-4, REQ-THIRDPARTY-5: full sampling at start-up, then session replay; both clients
// get the site's environment name.
export function startMonitoring(options: DatadogOptions): void {
  const shared = {
    clientToken: options.clientToken,
    site: options.site,
    service: options.service,
    env: options.env,
    version: options.version,
    proxy: options.proxy,
  };
  datadogRum.init({
    ...shared,
    applicationId: options.applicationId,
    sessionSampleRate: 100,
    sessionReplaySampleRate: 100,
    startSessionReplayRecordingManually: true,
    trackUserInteractions: true,
    trackResources: true,
    trackLongTasks: true,
    defaultPrivacyLevel: 'mask-user-input',
  });
  datadogRum.startSessionReplayRecording();
  datadogLogs.init({
    ...shared,
    sessionSampleRate: 100,
    // Uncaught errors, console errors and failed requests become error logs.
    forwardErrorsToLogs: true,
    forwardConsoleLogs: ['error'],
  });
}
