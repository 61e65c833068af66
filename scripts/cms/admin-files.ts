import { ADMIN_PATH } from "../../server/header-policy.ts";

/** The editor's files beside its page, which `admin.ts` writes and its configuration and bundle name. */
export const ADMIN_FILES = { logo: "logo.svg", previewStyle: "preview.css" } as const;

export const adminUrl = (file: keyof typeof ADMIN_FILES) => `${ADMIN_PATH}/${ADMIN_FILES[file]}`;
