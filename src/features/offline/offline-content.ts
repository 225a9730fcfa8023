// The words of the offline, install and update notices.
export const offlineContent = {
  offlineBanner:
    'You are offline. Saved news and jobs are still here, and messages you send will be delivered when you are back online.',
  updateReady: 'A new version is ready.',
  updateReload: 'Reload',
  updateLater: 'Later',
  updateLosesTyping: 'Reloading now clears what you typed in the form. Reload anyway?',
  updateStopsSending: 'Your application is still being sent: reloading now would stop it. Reload anyway?',
  offlineReady: 'The site is ready to work offline.',
  dismiss: 'Dismiss',
  installText: 'Install Maple Pathways on your device for quick access and offline reading.',
  installButton: 'Install app',
  installLater: 'Not now',
  noticesLabel: 'Notifications',
} as const
