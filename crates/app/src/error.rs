use serde::ser::SerializeStruct;
use serde::{Serialize, Serializer};
use ts_rs::TS;

use crate::games::AnyError;

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
    /// The game refused an action: its message, and (when the game said) which rule.
    #[error("{0}")]
    IllegalAction(String, Option<AnyError>),
    #[error("it is not seat {0}'s turn")]
    NotYourTurn(u8),
    #[error("seat {0} is not at this table")]
    NoSuchSeat(u8),
    #[error("seat {0} is a bot; its view stays hidden")]
    HiddenSeat(u8),
    #[error("nothing to undo: {0}")]
    CannotUndo(String),
    /// A preview refused: the action's outcome hangs on what the seat may not see yet
    /// (another seat's secret, a card to be drawn), so trying it would tell it.
    #[error("that move would reveal what you cannot see yet; play it to find out")]
    WouldReveal,
    #[error("no bot is to act")]
    NoBotToAct,
    /// A bot's move that must not be played: its turn was cancelled (undo, the game left) or
    /// the game moved on while it thought.
    #[error("the bot's move was called off: {0}")]
    BotCancelled(String),
    #[error("the game is over")]
    GameOver,
    /// A finished game's command (a review) asked of a game still in play.
    #[error("game {0:?} is still in play")]
    GameInProgress(String),
    #[error("bad request: {0}")]
    BadRequest(String),
    #[error("storage failed: {0}")]
    Storage(String),
    #[error("saved game could not be loaded: {0}")]
    CorruptSave(String),
    /// Saves written by a newer Saloon: refused, and never written over.
    #[error("{0}")]
    NewerSave(String),
    /// A file to restore that is no Saloon backup, or a damaged one: nothing was imported.
    #[error("{0}")]
    BadBackup(String),
    /// A backup written by a newer Saloon: nothing was imported.
    #[error("{0}")]
    NewerBackup(String),
    /// A share code refused: which check it failed, and the message.
    #[error("{1}")]
    BadCode(crate::share::CodeRefusal, String),
}

/// Every kind an error may have: a TypeScript union, so the screen's branches on `kind` are
/// checked against it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, TS)]
#[serde(rename_all = "kebab-case")]
pub enum ErrorKind {
    UnknownGame,
    UnknownSession,
    Setup,
    IllegalAction,
    NotYourTurn,
    NoSuchSeat,
    HiddenSeat,
    CannotUndo,
    WouldReveal,
    NoBotToAct,
    BotCancelled,
    GameOver,
    GameInProgress,
    BadRequest,
    Storage,
    CorruptSave,
    NewerSave,
    BadBackup,
    NewerBackup,
    BadCode,
}

impl ErrorKind {
    pub const ALL: [ErrorKind; 20] = [
        ErrorKind::UnknownGame,
        ErrorKind::UnknownSession,
        ErrorKind::Setup,
        ErrorKind::IllegalAction,
        ErrorKind::NotYourTurn,
        ErrorKind::NoSuchSeat,
        ErrorKind::HiddenSeat,
        ErrorKind::CannotUndo,
        ErrorKind::WouldReveal,
        ErrorKind::NoBotToAct,
        ErrorKind::BotCancelled,
        ErrorKind::GameOver,
        ErrorKind::GameInProgress,
        ErrorKind::BadRequest,
        ErrorKind::Storage,
        ErrorKind::CorruptSave,
        ErrorKind::NewerSave,
        ErrorKind::BadBackup,
        ErrorKind::NewerBackup,
        ErrorKind::BadCode,
    ];

    /// The kind as it goes over the wire ("illegal-action").
    pub fn as_str(self) -> &'static str {
        match self {
            ErrorKind::UnknownGame => "unknown-game",
            ErrorKind::UnknownSession => "unknown-session",
            ErrorKind::Setup => "setup",
            ErrorKind::IllegalAction => "illegal-action",
            ErrorKind::NotYourTurn => "not-your-turn",
            ErrorKind::NoSuchSeat => "no-such-seat",
            ErrorKind::HiddenSeat => "hidden-seat",
            ErrorKind::CannotUndo => "cannot-undo",
            ErrorKind::WouldReveal => "would-reveal",
            ErrorKind::NoBotToAct => "no-bot-to-act",
            ErrorKind::BotCancelled => "bot-cancelled",
            ErrorKind::GameOver => "game-over",
            ErrorKind::GameInProgress => "game-in-progress",
            ErrorKind::BadRequest => "bad-request",
            ErrorKind::Storage => "storage",
            ErrorKind::CorruptSave => "corrupt-save",
            ErrorKind::NewerSave => "newer-save",
            ErrorKind::BadBackup => "bad-backup",
            ErrorKind::NewerBackup => "newer-backup",
            ErrorKind::BadCode => "bad-code",
        }
    }
}

impl AppError {
    pub fn error_kind(&self) -> ErrorKind {
        match self {
            AppError::UnknownGame(_) => ErrorKind::UnknownGame,
            AppError::UnknownSession(_) => ErrorKind::UnknownSession,
            AppError::Setup(_) => ErrorKind::Setup,
            AppError::IllegalAction(..) => ErrorKind::IllegalAction,
            AppError::NotYourTurn(_) => ErrorKind::NotYourTurn,
            AppError::NoSuchSeat(_) => ErrorKind::NoSuchSeat,
            AppError::HiddenSeat(_) => ErrorKind::HiddenSeat,
            AppError::CannotUndo(_) => ErrorKind::CannotUndo,
            AppError::WouldReveal => ErrorKind::WouldReveal,
            AppError::NoBotToAct => ErrorKind::NoBotToAct,
            AppError::BotCancelled(_) => ErrorKind::BotCancelled,
            AppError::GameOver => ErrorKind::GameOver,
            AppError::GameInProgress(_) => ErrorKind::GameInProgress,
            AppError::BadRequest(_) => ErrorKind::BadRequest,
            AppError::Storage(_) => ErrorKind::Storage,
            AppError::CorruptSave(_) => ErrorKind::CorruptSave,
            AppError::NewerSave(_) => ErrorKind::NewerSave,
            AppError::BadBackup(_) => ErrorKind::BadBackup,
            AppError::NewerBackup(_) => ErrorKind::NewerBackup,
            AppError::BadCode(..) => ErrorKind::BadCode,
        }
    }

    /// The kind as it goes over the wire ("illegal-action").
    pub fn kind(&self) -> &'static str {
        self.error_kind().as_str()
    }
}

impl Serialize for AppError {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        let reason = match self {
            AppError::IllegalAction(_, Some(reason)) => Some(reason),
            _ => None,
        };
        let refusal = match self {
            AppError::BadCode(why, _) => Some(why),
            _ => None,
        };
        let fields = 2 + usize::from(reason.is_some()) + usize::from(refusal.is_some());
        let mut st = s.serialize_struct("AppError", fields)?;
        st.serialize_field("kind", self.kind())?;
        st.serialize_field("message", &self.to_string())?;
        if let Some(reason) = reason {
            st.serialize_field("reason", reason)?;
        }
        if let Some(refusal) = refusal {
            st.serialize_field("refusal", refusal)?;
        }
        st.end()
    }
}

/// The wire shape of [`AppError`], for TypeScript: `reason` is the game's own refusal (which
/// rule), on an illegal action; `refusal` is which check a share code failed.
#[derive(TS)]
#[allow(dead_code)]
pub struct ErrorPayload {
    kind: ErrorKind,
    message: String,
    #[ts(optional)]
    reason: Option<AnyError>,
    #[ts(optional)]
    refusal: Option<crate::share::CodeRefusal>,
}

impl From<crate::backup::BackupError> for AppError {
    fn from(e: crate::backup::BackupError) -> Self {
        match e {
            crate::backup::BackupError::Newer(_) => AppError::NewerBackup(e.to_string()),
            _ => AppError::BadBackup(e.to_string()),
        }
    }
}

impl From<crate::storage::StorageError> for AppError {
    fn from(e: crate::storage::StorageError) -> Self {
        AppError::Storage(e.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_goes_over_the_wire_as_its_name() {
        for kind in ErrorKind::ALL {
            assert_eq!(
                serde_json::to_value(kind).unwrap(),
                serde_json::json!(kind.as_str())
            );
        }
    }

    #[test]
    fn a_refusal_carries_its_reason_as_data() {
        use saloon_wild_tiled_west::WtwError;
        let e = AppError::IllegalAction(
            "not enough gold".into(),
            Some(AnyError::WildTiledWest(WtwError::NotEnoughGold)),
        );
        assert_eq!(
            serde_json::to_value(&e).unwrap(),
            serde_json::json!({
                "kind": "illegal-action",
                "message": "not enough gold",
                "reason": {"wild-tiled-west": "not-enough-gold"}
            })
        );
        let plain = serde_json::to_value(AppError::GameOver).unwrap();
        assert!(plain.get("reason").is_none());
    }
}
