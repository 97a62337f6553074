#include "spec/base_self_capture.h"

#include <string>

#include "spec/r03_string.h"
#include "spec/r04_liberty.h"

namespace kospec {

std::string_view self_capture_name(SelfCapture option) {
  switch (option) {
    case SelfCapture::Forbidden:
      return "forbidden";
    case SelfCapture::MultiStone:
      return "multi";
    case SelfCapture::All:
      return "all";
  }
  return "?";
}

std::optional<SelfCapture> parse_self_capture(std::string_view text) {
  if (text == "forbidden") return SelfCapture::Forbidden;
  if (text == "multi") return SelfCapture::MultiStone;
  if (text == "all") return SelfCapture::All;
  return std::nullopt;
}

SelfCaptureDecision judge_self_capture(const Graph& graph, const Configuration& after_captures,
                                       Point played, SelfCapture option) {
  const PointSet string = string_at(graph, after_captures, played);
  const std::size_t libs = liberty_count(graph, after_captures, string);
  Finding finding{RuleId::SUI, "", string, std::nullopt};
  const std::string stones =
      std::to_string(string.size()) + (string.size() == 1 ? " stone" : " stones");
  if (libs > 0) {
    finding.statement = "the string of " + graph.name(played) + " (" + stones + ") has " +
                        std::to_string(libs) + (libs == 1 ? " liberty" : " liberties") +
                        ": no self-capture";
    return {{Vote::Allow, finding}, {}, false};
  }
  const bool legal =
      option == SelfCapture::All || (option == SelfCapture::MultiStone && string.size() > 1);
  finding.statement = "self-capture of " + stones + " at " + graph.name(played) + ": " +
                      (legal ? "allowed" : "forbidden") + " with option '" +
                      std::string(self_capture_name(option)) + "'";
  return {{legal ? Vote::Allow : Vote::Forbid, finding}, legal ? string : PointSet{}, true};
}

}  // namespace kospec
