import { soundPlan } from '@jhola/domain';

/**
 * PRODUCT.md §9 sound alert: important events (urgent, high) beep 3 times at 0.8 volume, others once at 0.5.
 *
 * Browsers only let a page make sound after the user has interacted with it. Web Audio is used when
 * it is allowed; before the first tap or key press the context stays suspended and the alert is
 * silent (never an error). The first gesture unlocks it for later alerts. Without Web Audio a short
 * generated WAV is played through an <audio> element, whose refusal is ignored the same way.
 */
const BEEP_SECONDS = 0.18;
const GAP_SECONDS = 0.3;

type AudioContextCtor = typeof AudioContext;
let context: AudioContext | null = null;

function audioContext(): AudioContext | null {
  if (context) return context;
  const w = globalThis as unknown as {
    AudioContext?: AudioContextCtor;
    webkitAudioContext?: AudioContextCtor;
  };
  const Ctor = w.AudioContext ?? w.webkitAudioContext;
  if (!Ctor) return null;
  try {
    context = new Ctor();
  } catch {
    return null;
  }
  return context;
}

/** Runs `work` when the page is idle, so it never holds up what a tap is about to paint. */
function whenIdle(work: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(work, { timeout: 1000 });
  else setTimeout(work, 300);
}

/**
 * Resumes the audio context on the first user gesture, so alerts after it are heard. Making the context
 * takes about 150 ms on a slow phone, so the first gesture only asks for it when the page is idle (the
 * first Add in a shop must not wait for it); Chromium lets a page that has had a gesture start audio
 * later. A browser that wants the resume inside a gesture (Safari) gets it on the next one, which finds
 * the context made and resumes it at once; the listeners go when the audio runs.
 */
export function unlockAudioOnFirstGesture(): () => void {
  let asked = false;
  const resume = () => {
    const ctx = audioContext();
    if (!ctx) return remove();
    ctx.resume().then(
      () => {
        if (ctx.state === 'running') remove();
      },
      () => {},
    );
  };
  const unlock = () => {
    if (context) resume();
    else if (!asked) {
      asked = true;
      whenIdle(resume);
    }
  };
  const remove = () => {
    window.removeEventListener('click', unlock, true);
    window.removeEventListener('keydown', unlock, true);
  };
  // A click, not a pointerdown: a tap's click comes a moment after its pointerdown, and an idle
  // callback asked for at the pointerdown would run in between and hold the click up.
  window.addEventListener('click', unlock, true);
  window.addEventListener('keydown', unlock, true);
  return remove;
}

export function playNotificationSound(priority: string | undefined): void {
  const { repeats, volume } = soundPlan(priority);
  const ctx = audioContext();
  if (!ctx) {
    playFallback(repeats, volume);
    return;
  }
  if (ctx.state !== 'running') return; // no gesture yet: stay silent rather than fail
  for (let i = 0; i < repeats; i++) beep(ctx, ctx.currentTime + i * GAP_SECONDS, volume);
}

function beep(ctx: AudioContext, at: number, volume: number): void {
  const oscillator = ctx.createOscillator();
  const gain = ctx.createGain();
  oscillator.type = 'sine';
  oscillator.frequency.value = 880;
  gain.gain.setValueAtTime(0, at);
  gain.gain.linearRampToValueAtTime(volume, at + 0.02);
  gain.gain.linearRampToValueAtTime(0, at + BEEP_SECONDS);
  oscillator.connect(gain).connect(ctx.destination);
  oscillator.start(at);
  oscillator.stop(at + BEEP_SECONDS);
}

let fallbackUri: string | null = null;

function playFallback(repeats: number, volume: number): void {
  if (typeof Audio === 'undefined') return;
  fallbackUri ??= beepWav();
  for (let i = 0; i < repeats; i++) {
    setTimeout(
      () => {
        try {
          const audio = new Audio(fallbackUri!);
          audio.volume = volume;
          audio.play()?.catch(() => {}); // refused before a gesture: silent, as above
        } catch {
          // No media support at all: an alert without sound is still an alert.
        }
      },
      i * GAP_SECONDS * 1000,
    );
  }
}

/** A 880 Hz, 0.18 s mono 8-bit WAV as a data URI (no sound file to download). */
function beepWav(): string {
  const rate = 8000;
  const samples = Math.round(rate * BEEP_SECONDS);
  const bytes = new Uint8Array(44 + samples);
  const view = new DataView(bytes.buffer);
  const text = (offset: number, s: string) => {
    for (let i = 0; i < s.length; i++) view.setUint8(offset + i, s.charCodeAt(i));
  };
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate, true);
  view.setUint16(32, 1, true);
  view.setUint16(34, 8, true);
  text(36, 'data');
  view.setUint32(40, samples, true);
  for (let i = 0; i < samples; i++)
    bytes[44 + i] = 128 + Math.round(100 * Math.sin((2 * Math.PI * 880 * i) / rate));
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return `data:audio/wav;base64,${btoa(binary)}`;
}
