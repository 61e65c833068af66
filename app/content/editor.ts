/** The content editor's own words (`/admin`, scripts/cms/): its preview pane and its logo. */
export const editorCopy = {
  title: "{name} content editor",
  previewTheme: "Preview theme",
  light: "Light",
  dark: "Dark",
  /** The body failed to render: the build would refuse the post for the same reason. */
  failed: "This body cannot be shown as the site would: {error}",
};
