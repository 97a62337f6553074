#include "spec/r06_same_configuration.h"

#include "spec/error.h"

namespace kospec {

bool same_board_configuration(const Configuration& a, const Configuration& b) {
  require(a.size() == b.size(), "same_board_configuration: configurations of different boards");
  for (std::uint32_t i = 0; i < a.size(); ++i) {
    if (a.at(Point(i)) != b.at(Point(i))) return false;
  }
  return true;
}

}  // namespace kospec
