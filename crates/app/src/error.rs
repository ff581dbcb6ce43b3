use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};
use ts_rs::TS;

/// Every error a command can return. Serialized as `{kind, message}` so the UI can branch on
/// `kind` and show `message`.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum AppError {
    #[error("unknown game {0:?}")]
    UnknownGame(String),
    #[error("no game in play with id {0:?}")]
    UnknownSession(String),
    #[error("{0}")]
    Setup(String),
    #[error("{0}")]
    IllegalAction(String),
    #[error("it is not seat {0}'s turn")]
    NotYourTurn(u8),
    #[error("seat {0} is not at this table")]
    NoSuchSeat(u8),
    #[error("seat {0} is a bot; its view stays hidden")]
    HiddenSeat(u8),
    #[error("nothing to undo: {0}")]
    CannotUndo(String),
    #[error("no bot is to act")]
    NoBotToAct,
    /// A bot's move that must not be played: its turn was cancelled (undo, the game left) or
    /// the game moved on while it thought.
    #[error("the bot's move was called off: {0}")]
    BotCancelled(String),
    #[error("the game is over")]
    GameOver,
    #[error("bad request: {0}")]
    BadRequest(String),
    #[error("storage failed: {0}")]
    Storage(String),
    #[error("saved game could not be loaded: {0}")]
    CorruptSave(String),
    /// Saves written by a newer Saloon: refused, and never written over.
    #[error("{0}")]
    NewerSave(String),
}

impl AppError {
    pub fn kind(&self) -> &'static str {
        match self {
            AppError::UnknownGame(_) => "unknown-game",
            AppError::UnknownSession(_) => "unknown-session",
            AppError::Setup(_) => "setup",
            AppError::IllegalAction(_) => "illegal-action",
            AppError::NotYourTurn(_) => "not-your-turn",
            AppError::NoSuchSeat(_) => "no-such-seat",
            AppError::HiddenSeat(_) => "hidden-seat",
            AppError::CannotUndo(_) => "cannot-undo",
            AppError::NoBotToAct => "no-bot-to-act",
            AppError::BotCancelled(_) => "bot-cancelled",
            AppError::GameOver => "game-over",
            AppError::BadRequest(_) => "bad-request",
            AppError::Storage(_) => "storage",
            AppError::CorruptSave(_) => "corrupt-save",
            AppError::NewerSave(_) => "newer-save",
        }
    }
}

impl Serialize for AppError {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let mut st = s.serialize_struct("AppError", 2)?;
        st.serialize_field("kind", self.kind())?;
        st.serialize_field("message", &self.to_string())?;
        st.end()
    }
}

/// The wire shape of [`AppError`], for TypeScript.
#[derive(TS)]
#[allow(dead_code)]
pub struct ErrorPayload {
    kind: String,
    message: String,
}

impl From<crate::storage::StorageError> for AppError {
    fn from(e: crate::storage::StorageError) -> Self {
        AppError::Storage(e.to_string())
    }
}
