import CSDL2

/// A failure reported by SDL, with SDL's own explanation.
public struct SDLError: Error, CustomStringConvertible {
    /// What we were trying to do and what SDL said.
    public let description: String

    /// Captures `SDL_GetError()` for the step `what`.
    init(_ what: String) {
        description = "\(what): \(String(cString: SDL_GetError()))"
    }

    /// An error with our own message.
    init(message: String) { description = message }
}
