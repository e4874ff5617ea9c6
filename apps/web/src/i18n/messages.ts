import { messages } from '@rc/domain';
import { registerTexts, rememberMessageTexts } from '.';

/**
 * All of the spec's messages (the domain `messages`), registered under `messages` when a page that
 * shows them loads: a form's rules, a server error. The start catalogue holds only the shell's and the
 * dashboard's (startMessages), so the first page does not download the other 300. A module that uses a
 * message outside startMessages imports this one (a unit test checks it).
 */
declare module '.' {
  interface FeatureTexts {
    messages: typeof messages;
  }
}

registerTexts({ messages }, { es: () => import('./messages.es').then((module) => ({ messages: module.messagesEs })) });
rememberMessageTexts(messages);
