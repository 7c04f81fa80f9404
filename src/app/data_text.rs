//! A data file's text as the loader reads it (a `.ron` asset) and the reader a game's face builds
//! its catalog with. Why a module of its own: the shared loader (`loading.rs`) loads and reads the
//! files, and a game's face (`GameFace::catalog`) says which files and how to parse them, so these
//! words sit below both, as `widgets::card_text` sits below the card painter and the faces.

use std::path::Path;

use bevy::asset::io::Reader;
use bevy::asset::{AssetLoader, LoadContext};
use bevy::prelude::*;

/// The text of a RON file, handed to the parsers once everything is loaded.
#[derive(Asset, TypePath, Debug)]
pub struct RonText(pub String);

#[derive(Default, TypePath)]
pub struct RonTextLoader;

impl AssetLoader for RonTextLoader {
    type Asset = RonText;
    type Settings = ();
    type Error = std::io::Error;

    async fn load(
        &self,
        reader: &mut dyn Reader,
        _settings: &(),
        _ctx: &mut LoadContext<'_>,
    ) -> Result<RonText, std::io::Error> {
        let mut bytes = Vec::new();
        reader.read_to_end(&mut bytes).await?;
        String::from_utf8(bytes)
            .map(RonText)
            .map_err(|e| std::io::Error::new(std::io::ErrorKind::InvalidData, e))
    }

    fn extensions(&self) -> &[&str] {
        &["ron"]
    }
}

/// The loaded files' texts, each with the name a problem in it is reported under (the assets
/// folder's path joined with the file's).
pub struct DataTexts<'a> {
    pub texts: &'a Assets<RonText>,
    pub assets: &'a Path,
}

impl DataTexts<'_> {
    /// The file `rel` (under the assets folder) loaded as `h`: its name as shown, and its text.
    pub fn read(&self, h: &Handle<RonText>, rel: &str) -> Result<(String, String), Vec<String>> {
        let shown = format!("{}/{rel}", self.assets.display());
        match self.texts.get(h) {
            Some(t) => Ok((shown, t.0.clone())),
            None => Err(vec![format!("{shown}: not loaded")]),
        }
    }
}
