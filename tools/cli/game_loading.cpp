#include "tools/cli/game_loading.h"

#include <cerrno>
#include <cstring>
#include <fstream>
#include <sstream>

#include "spec/error.h"

namespace kospec::cli {

sgf::SgfGame load_game(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) throw InputError(path + ": cannot open: " + std::strerror(errno));
  std::ostringstream buffer;
  buffer << in.rdbuf();
  if (in.bad()) throw InputError(path + ": cannot read: " + std::strerror(errno));
  return sgf::read_game(buffer.str(), path);
}

}  // namespace kospec::cli
