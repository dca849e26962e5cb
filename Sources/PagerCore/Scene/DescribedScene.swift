/// A scene that describes what it shows as an element tree (``ElementNode``): the ready window
/// (PagerSDL's `PagerWindow`) serves this tree to screen readers, and a program with its own loop
/// hands it to its accessibility bridge.
public protocol DescribedScene: Scene {
    /// The visible elements: a node of role `window` whose descendants are what is on screen now,
    /// with their roles, titles, frames (window points) and selection.
    func elementTree() -> ElementNode
}
