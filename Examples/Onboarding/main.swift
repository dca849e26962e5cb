// An onboarding flow in the ready window: four pages, each a picture, a title, a paragraph and
// a button; "Next" moves on, "Get started" on the last page closes the window. Swipes, the
// dots, the arrow keys, Tab then Return and a screen reader all work as in any pager.
//   onboarding [PICTURE_FOLDER]   (default Assets/onboarding, from the repository's root)
import Glibc
import PagerCore
import PagerSDL

let folder = CommandLine.arguments.dropFirst().first ?? "Assets/onboarding"
let steps = [
    ("swipe", "Swipe along", "Drag sideways, or press the arrow keys. The dots below show where you are."),
    ("tabs", "Tabs follow", "A tab strip moves with the pages, and a tap on a tab opens its page."),
    ("header", "Headers fold", "Scroll a list up and its large header folds into a slim bar."),
    ("ready", "All set", "That is the tour. Press Get started to begin."),
].map { name, title, text in OnboardingStep(image: ImageSource(path: "\(folder)/\(name).svg"), title: title, text: text) }
do {
    try PagerWindow.run(title: "Welcome", size: Size(width: 360, height: 640)) { measurer in
        PagerScene.onboarding(steps, measurer: measurer) {
            print("finished")
            PagerWindow.quit()
        }
    }
} catch {
    let line = "onboarding: \(error)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(1)
}
