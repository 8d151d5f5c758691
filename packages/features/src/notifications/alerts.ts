/** Loaded when a toast is due (useNotificationToasts), not with the dashboard. */

/** The same pattern a push uses (server: notify/messages.ts). */
const VIBRATION_PATTERN = [200, 100, 200];

/** A short soft chime with the Web Audio API (no sound file to load); silent where audio is not allowed yet. */
function chime() {
  try {
    const audio = new AudioContext();
    const tone = audio.createOscillator();
    const gain = audio.createGain();
    tone.frequency.value = 880;
    gain.gain.setValueAtTime(0.08, audio.currentTime);
    gain.gain.exponentialRampToValueAtTime(0.0001, audio.currentTime + 0.4);
    tone.connect(gain).connect(audio.destination);
    tone.start();
    tone.stop(audio.currentTime + 0.4);
    tone.onended = () => void audio.close();
  } catch {
    // No Web Audio here: the toast alone tells.
  }
}

/** How an in-app toast alerts beyond being seen: the user's sound and vibration settings. */
export function alertUser({ sound, vibration }: { sound: boolean; vibration: boolean }) {
  if (sound) chime();
  if (vibration && typeof navigator !== 'undefined' && 'vibrate' in navigator)
    navigator.vibrate(VIBRATION_PATTERN);
}
