/**
 * Company registration as an integrator: `register_company` resolves when the browser comes
 * back through the loopback address (or fails on cancel, timeout or a refused request).
 */
import type { RegistrationInput } from "../bindings/RegistrationInput";
import { call } from "./invoke";

export const registerCompany = (input: RegistrationInput) =>
  call("register_company", { input });
export const cancelRegistration = () => call("cancel_registration");
